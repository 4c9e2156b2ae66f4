import { z } from 'zod';
import { envFlag, publicOriginFromEnv } from '../server/config-from-env';

export interface SandboxOptions {
  /** Delay added to every API call, in ms (the spec's mock layer used 100). */
  latencyMs?: number;
  /** Access-token lifetime in seconds. */
  tokenTtlSeconds?: number;
  /** Mounts /__sandbox/* (reset, faults, inspection) and records what is received. */
  testControls?: boolean;
  /** Clock in ms since the epoch, for token expiry, link expiry and timestamps. */
  now?: () => number;
  /** One line per request on stdout. */
  logRequests?: boolean;
  /**
   * Origin of the absolute links in answers and e-mails (report pages, fact sheets, reset links). Never
   * taken from the request: a forged Host header would otherwise put an attacker's site in the links.
   */
  publicOrigin?: string;
}

export type ResolvedOptions = Required<SandboxOptions>;

const DEFAULT_OPTIONS: ResolvedOptions = {
  latencyMs: 100,
  tokenTtlSeconds: 900,
  testControls: false,
  now: Date.now,
  logRequests: false,
  publicOrigin: 'http://localhost:4173',
};

export function resolveOptions(options: SandboxOptions = {}): ResolvedOptions {
  const defined = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
  return { ...DEFAULT_OPTIONS, ...defined };
}

const envSchema = z.object({
  SANDBOX_LATENCY_MS: z.coerce.number().int().min(0).optional(),
  SANDBOX_TOKEN_TTL: z.coerce.number().int().min(1).optional(),
  SANDBOX_TEST_CONTROLS: envFlag.optional(),
  SANDBOX_LOG_REQUESTS: envFlag.optional(),
  FG_PUBLIC_ORIGIN: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .transform((url) => new URL(url).origin)
    .optional(),
  PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  HOST: z.string().optional(),
  NODE_ENV: z.string().optional(),
});

/**
 * Options from the environment: SANDBOX_LATENCY_MS (default 100), SANDBOX_TOKEN_TTL seconds (default 900),
 * SANDBOX_TEST_CONTROLS (default off), SANDBOX_LOG_REQUESTS (default on unless NODE_ENV is production or test),
 * FG_PUBLIC_ORIGIN (default the address `npm start` prints: http://$HOST:$PORT, see `publicOriginFromEnv`).
 */
export function sandboxOptionsFromEnv(env: Record<string, string | undefined>): SandboxOptions {
  const blankless = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(blankless);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid sandbox environment: ${issue?.path.join('.')} ${issue?.message}`);
  }
  const values = parsed.data;
  return {
    latencyMs: values.SANDBOX_LATENCY_MS ?? DEFAULT_OPTIONS.latencyMs,
    tokenTtlSeconds: values.SANDBOX_TOKEN_TTL ?? DEFAULT_OPTIONS.tokenTtlSeconds,
    testControls: values.SANDBOX_TEST_CONTROLS ?? false,
    logRequests: values.SANDBOX_LOG_REQUESTS ?? !['production', 'test'].includes(values.NODE_ENV ?? ''),
    publicOrigin: publicOriginFromEnv({
      FG_PUBLIC_ORIGIN: values.FG_PUBLIC_ORIGIN,
      HOST: values.HOST,
      PORT: values.PORT?.toString(),
    }),
  };
}
