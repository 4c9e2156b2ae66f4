import { jwtDecode } from 'jwt-decode';
import * as z from 'zod/mini';
import { nonEmptyText, orElse } from '../domain/schema-parts';

/** Whole numbers ≥ 0 arrive as numbers or as strings of digits, depending on the issuer. */
function isCount(value: unknown): value is number | string {
  return typeof value === 'number'
    ? Number.isInteger(value) && value >= 0
    : typeof value === 'string' && /^\d+$/.test(value);
}

// Built from z.custom rather than z.union, z.coerce and z.int: those would add to every widget bundle.
const count = z.pipe(z.custom<number | string>(isCount), z.transform(Number));

const partyRoleSchema = z.object({
  ID: count,
  Name: z.string(),
  RoleType: z.string(),
  Hash: z.string(),
});
type PartyRole = z.infer<typeof partyRoleSchema>;

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

/**
 * The access token's claims (spec §3 User): PartyId, ClientName, Username and exp, plus profile claims.
 * @internal
 */
export const claimsSchema = z.object({
  PartyId: z.pipe(z.custom<number | string>(isCount), z.transform(String)),
  Username: nonEmptyText(),
  ClientName: orElse(z.string(), ''),
  FullName: z.optional(z.string()),
  ShortName: z.optional(z.string()),
  LoginCount: orElse(count, 0),
  role: z.optional(
    z.custom<string | string[]>(
      (value) =>
        typeof value === 'string' ||
        (Array.isArray(value) && value.every((item) => typeof item === 'string')),
    ),
  ),
  PartyRoles: orElse(jsonArray(partyRoleSchema), []),
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
