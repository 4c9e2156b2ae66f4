import { jwtDecode } from 'jwt-decode';
import * as z from 'zod/mini';

const partyRoleSchema = z.object({
  ID: z.coerce.number(),
  Name: z.string(),
  RoleType: z.string(),
  Hash: z.string(),
});
export type PartyRole = z.infer<typeof partyRoleSchema>;

/** Some issuers put arrays into a claim as a JSON string; accept both. */
const jsonArray = <T extends z.ZodMiniType>(item: T) =>
  z.pipe(
    z.transform((value: unknown) => {
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return value;
      }
    }),
    z.array(item),
  );

/** The access token's claims (spec §3 User): PartyId, ClientName, Username and exp, plus profile claims. */
export const claimsSchema = z.object({
  PartyId: z.pipe(
    z.union([z.string().check(z.regex(/^\d+$/)), z.int().check(z.nonnegative())]),
    z.transform((value: string | number) => String(value)),
  ),
  Username: z.string().check(z.minLength(1)),
  ClientName: z._default(z.string(), ''),
  FullName: z.optional(z.string()),
  ShortName: z.optional(z.string()),
  LoginCount: z._default(z.coerce.number().check(z.int(), z.nonnegative()), 0),
  role: z.optional(z.union([z.string(), z.array(z.string())])),
  PartyRoles: z._default(jsonArray(partyRoleSchema), []),
  exp: z.number(),
});

export interface User {
  username: string;
  partyId: string;
  fullName: string;
  shortName: string;
  partyRoles: PartyRole[];
  loginCount: number;
  clientName: string;
  role: string | undefined;
}

export interface DecodedToken {
  user: User;
  /** Expiry in epoch milliseconds. */
  expiresAt: number;
}

/** Reads the user from a token; null for anything that is not a well-formed token of ours. */
export function decodeToken(token: string): DecodedToken | null {
  let raw: unknown;
  try {
    raw = jwtDecode(token);
  } catch {
    return null;
  }
  const parsed = claimsSchema.safeParse(raw);
  if (!parsed.success) return null;
  const claims = parsed.data;
  const fullName = claims.FullName?.trim() || claims.Username;
  return {
    expiresAt: claims.exp * 1000,
    user: {
      username: claims.Username,
      partyId: claims.PartyId,
      fullName,
      shortName: claims.ShortName?.trim() || fullName.split(/\s+/)[0] || fullName,
      partyRoles: claims.PartyRoles,
      loginCount: claims.LoginCount,
      clientName: claims.ClientName,
      role: Array.isArray(claims.role) ? claims.role[0] : claims.role,
    },
  };
}
