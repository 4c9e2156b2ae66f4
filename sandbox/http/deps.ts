import type { Guards } from '../auth/guards';
import type { TokenService } from '../auth/token-service';
import type { SandboxStore } from '../store';
import type { IdempotencyKeys } from './idempotency';
import type { Throttles } from './throttle';

/** What every route module is built from. */
export interface RouteDeps {
  store: SandboxStore;
  tokens: TokenService;
  guards: Guards;
  now: () => number;
  /** Origin of absolute links (see `SandboxOptions.publicOrigin`). */
  publicOrigin: string;
  throttles: Throttles;
  idempotencyKeys: IdempotencyKeys;
}
