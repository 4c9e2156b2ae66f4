import { z } from 'zod';

const partyRoleSchema = z.object({
  ID: z.number().int(),
  Name: z.string(),
  RoleType: z.string(),
  Hash: z.string(),
});

export type PartyRole = z.infer<typeof partyRoleSchema>;

const userRoleSchema = z.enum(['Customer', 'Employee']);
export type UserRole = z.infer<typeof userRoleSchema>;

/** Claims of an access token, as the authorization service issues them (spec §3 User). */
export const tokenClaimsSchema = z.object({
  sub: z.string(),
  PartyId: z.string().regex(/^\d+$/),
  ClientName: z.string(),
  Username: z.string(),
  FullName: z.string(),
  ShortName: z.string(),
  LoginCount: z.number().int(),
  role: userRoleSchema,
  PartyRoles: z.array(partyRoleSchema),
  /** The sign-in the token belongs to: its refresh tokens carry the same id (see RefreshGrant). */
  sid: z.string(),
  iat: z.number().int(),
  exp: z.number().int(),
});

export type TokenClaims = z.infer<typeof tokenClaimsSchema>;
