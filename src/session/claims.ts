import { jwtDecode } from 'jwt-decode';
import { z } from 'zod';

const partyRoleSchema = z.object({
  ID: z.coerce.number(),
  Name: z.string(),
  RoleType: z.string(),
  Hash: z.string(),
});
export type PartyRole = z.infer<typeof partyRoleSchema>;

/** Some issuers put arrays into a claim as a JSON string; accept both. */
const jsonArray = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }, z.array(item));

/** The access token's claims (spec §3 User): PartyId, ClientName, Username and exp, plus profile claims. */
export const claimsSchema = z.object({
  PartyId: z.union([z.string().regex(/^\d+$/), z.number().int().nonnegative()]).transform(String),
  Username: z.string().min(1),
  ClientName: z.string().default(''),
  FullName: z.string().optional(),
  ShortName: z.string().optional(),
  LoginCount: z.coerce.number().int().nonnegative().default(0),
  role: z.union([z.string(), z.array(z.string())]).optional(),
  PartyRoles: jsonArray(partyRoleSchema).default([]),
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
