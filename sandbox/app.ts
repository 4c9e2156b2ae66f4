import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { API_PREFIXES, pathUnder } from '../server/api-paths';
import { REQUEST_HEADER_NAMES } from '../src/api/client';
import { createGuards } from './auth/guards';
import { subjectOf } from './auth/subject';
import { createTokenService, type TokenService } from './auth/token-service';
import { rejectDroppedConnections } from './controls/drop-connection';
import { type Fault, type FaultInput, FaultRegistry } from './controls/fault-registry';
import { injectFaults, latency, logRequests, recordReceived } from './controls/middleware';
import { ReceivedLog } from './controls/received-log';
import { bodyLimits } from './http/body-limit';
import type { RouteDeps } from './http/deps';
import type { SandboxEnv } from './http/env';
import { errorHandler, notFoundHandler } from './http/error-handler';
import { createIdempotencyKeys } from './http/idempotency';
import { SANDBOX_OWN_PREFIXES } from './http/paths';
import { securityHeaders } from './http/security-headers';
import { createThrottles } from './http/throttle';
import { type ResolvedOptions, resolveOptions, type SandboxOptions } from './options';
import { authRoutes } from './routes/auth';
import { bankDetailsRoutes } from './routes/bank-details';
import { buyRoutes } from './routes/buy';
import { contentRoutes } from './routes/content';
import { controlRoutes } from './routes/controls';
import { dashboardRoutes } from './routes/dashboard';
import { linkRoutes } from './routes/links';
import { lookupRoutes } from './routes/lookups';
import { memberChoiceRoutes } from './routes/member-choice';
import { openApiRoutes } from './routes/openapi';
import { partiesRoutes } from './routes/parties';
import { partyTaxRoutes } from './routes/party-tax';
import { passwordRoutes } from './routes/passwords';
import { profileRoutes } from './routes/profile';
import { ratingRoutes } from './routes/rating';
import { reportPageRoutes } from './routes/report-pages';
import { signUpRoutes } from './routes/sign-up';
import { uploadRoutes } from './routes/uploads';
import { workspaceRoutes } from './routes/workspaces';
import { SandboxStore } from './store';
import { createLogger } from './support/logger';

export * from './fixtures/ids';
export { type SandboxOptions, sandboxOptionsFromEnv } from './options';

/** @internal */
export type SandboxApp = Hono<SandboxEnv>;

/** What the sandbox answers beside the site: the API versions, the auth service, the content system and its own pages. */
export const SANDBOX_PATH = pathUnder([...API_PREFIXES, ...SANDBOX_OWN_PREFIXES]);

/** The app with the handles tests and the server use to steer it. */
export interface Sandbox {
  app: SandboxApp;
  store: SandboxStore;
  options: ResolvedOptions;
  tokens: TokenService;
  faults: FaultRegistry;
  received: ReceivedLog;
  /** Back to the seed: data, e-mails, refresh tokens, throttles, faults and the received log. */
  reset(): void;
  injectFault(fault: FaultInput): Fault;
  /** An access token for a user, as the token endpoint would issue it. */
  tokenFor(username: string): Promise<string>;
}

const routeModules = [
  authRoutes,
  passwordRoutes,
  signUpRoutes,
  partiesRoutes,
  profileRoutes,
  bankDetailsRoutes,
  dashboardRoutes,
  memberChoiceRoutes,
  workspaceRoutes,
  lookupRoutes,
  buyRoutes,
  uploadRoutes,
  ratingRoutes,
  linkRoutes,
  partyTaxRoutes,
  contentRoutes,
  reportPageRoutes,
  openApiRoutes,
];

/**
 * Builds the sandbox API. Mount it as the fallback of a server (`server.all('*', (c) => sandbox.app.fetch(c.req.raw, c.env))`)
 * so its own non-strict routing (trailing slashes), error handling and dropped connections apply.
 */
export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const resolved = resolveOptions(options);
  const { now } = resolved;
  const logger = createLogger(resolved.logRequests);
  const store = new SandboxStore(now);
  const tokens = createTokenService(resolved.tokenTtlSeconds, now);
  const faults = new FaultRegistry();
  const received = new ReceivedLog();
  const deps: RouteDeps = {
    store,
    tokens,
    guards: createGuards(tokens, store),
    now,
    publicOrigin: resolved.publicOrigin,
    throttles: createThrottles(now),
    idempotencyKeys: createIdempotencyKeys(),
  };

  const reset = () => {
    store.reset();
    deps.throttles.clear();
    deps.idempotencyKeys.clear();
    faults.clear();
    received.clear();
  };

  const app = new Hono<SandboxEnv>({ strict: false });
  app.use('*', securityHeaders());
  app.use(
    '*',
    cors({
      origin: (origin) => origin,
      allowHeaders: [...REQUEST_HEADER_NAMES],
      exposeHeaders: ['Idempotent-Replayed', 'Retry-After'],
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      maxAge: 600,
    }),
  );
  app.use('*', bodyLimits());
  if (resolved.logRequests) app.use('*', logRequests(logger));
  if (resolved.testControls) {
    app.use('*', recordReceived(received, now));
    app.use('*', injectFaults(faults));
    app.route(
      '/',
      controlRoutes({
        store,
        faults,
        received,
        publicOrigin: resolved.publicOrigin,
        reset,
        clearThrottles: () => deps.throttles.clear(),
      }),
    );
  }
  app.use('*', latency(resolved.latencyMs));
  for (const routes of routeModules) app.route('/', routes(deps));
  app.notFound(notFoundHandler);
  app.onError(errorHandler(logger));
  app.fetch = rejectDroppedConnections(app.fetch);

  return {
    app,
    store,
    options: resolved,
    tokens,
    faults,
    received,
    reset,
    injectFault: (fault) => faults.add(fault),
    async tokenFor(username) {
      const party = store.partyByUsername(username);
      if (!party) throw new Error(`No sandbox user ${username}`);
      return tokens.issue(subjectOf(party.account));
    },
  };
}
