import type { TokenClaims } from '../auth/claims';

/** Hono environment shared by every sandbox route: the verified token claims of a secure call. */
export type SandboxEnv = {
  Variables: { claims: TokenClaims };
};
