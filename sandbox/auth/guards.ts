import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { forbidden, unauthorized } from '../http/api-error';
import type { SandboxEnv } from '../http/env';
import type { PartyState, SandboxStore } from '../store';
import type { TokenClaims } from './claims';
import type { TokenService } from './token-service';

function bearerOf(c: Context): string | null {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

export function assertOwnParty(c: Context<SandboxEnv>, partyId: string | number | null | undefined): void {
  if (partyId === null || partyId === undefined) return;
  if (String(partyId) !== c.get('claims').PartyId) {
    throw forbidden('You are not allowed to access another party.');
  }
}

export interface Guards {
  /** Requires a valid bearer; a `:partyId` in the route must be the token's party. */
  secure: ReturnType<typeof createMiddleware<SandboxEnv>>;
  /** Claims of a valid bearer if one was sent, for calls that work with or without a token. */
  optionalClaims(c: Context): Promise<TokenClaims | null>;
  /** The signed-in party; a token whose party has gone (after a reset) is no longer valid. */
  currentParty(c: Context<SandboxEnv>): PartyState;
}

export function createGuards(tokens: TokenService, store: SandboxStore): Guards {
  const secure = createMiddleware<SandboxEnv>(async (c, next) => {
    const token = bearerOf(c);
    if (!token) throw unauthorized();
    const result = await tokens.verify(token);
    if (!result.ok) throw unauthorized(result.reason === 'expired');
    if (store.state.revokedSessions.has(result.claims.sid)) throw unauthorized();
    c.set('claims', result.claims);
    assertOwnParty(c, c.req.param('partyId'));
    await next();
  });

  return {
    secure,
    async optionalClaims(c) {
      const token = bearerOf(c);
      if (!token) return null;
      const result = await tokens.verify(token);
      return result.ok ? result.claims : null;
    },
    currentParty(c) {
      const party = store.party(c.get('claims').PartyId);
      if (!party) throw unauthorized();
      return party;
    },
  };
}
