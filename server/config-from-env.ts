import { z } from 'zod';
import type { ConfigInput } from '../src/config';

const API_BASE_VARIABLES = {
  FG_API_MAIN: 'mainApiBase',
  FG_API_WEB: 'webApiBase',
  FG_API_AUTH: 'authBase',
  FG_API_CONTENT: 'contentBase',
} as const;

const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]']);

/**
 * The site's public origin, for links the sandbox puts in answers and e-mails and for what `npm start`
 * prints: FG_PUBLIC_ORIGIN (its origin), else http://{HOST}:{PORT} as the server listens (a wildcard or
 * unset HOST reads as localhost; PORT default 4173). Never the Host header of a request.
 */
export function publicOriginFromEnv(env: Record<string, string | undefined>): string {
  if (env.FG_PUBLIC_ORIGIN) return new URL(env.FG_PUBLIC_ORIGIN).origin;
  const host = env.HOST && !WILDCARD_HOSTS.has(env.HOST) ? env.HOST : 'localhost';
  return `http://${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}:${env.PORT || 4173}`;
}

export interface ServeOptions {
  /** The sandbox API beside the site (FG_SANDBOX, default on). */
  sandbox: boolean;
  /** The example host pages under /examples/ (FG_EXAMPLES, default: with the sandbox only). */
  examples: boolean;
  /** A JSON line per request on stdout (FG_ACCESS_LOG, default on). */
  accessLog: boolean;
  config: ConfigInput;
}
export type ServeMode = ServeOptions | { error: string };

/** An on/off environment variable: 1/0, true/false, on/off or yes/no. */
export const envFlag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((value) => ['1', 'true', 'on', 'yes'].includes(value));
const flags = z.object({
  FG_SANDBOX: envFlag.optional(),
  FG_EXAMPLES: envFlag.optional(),
  FG_ACCESS_LOG: envFlag.optional(),
});

/**
 * What `npm start` serves, from its environment: the site with the sandbox beside it (the default,
 * each FG_API_* optional), or with FG_SANDBOX=off the site alone, which then needs all four bases of
 * the real API: without one the portal would call an API that is not there. The examples come with the
 * sandbox unless FG_EXAMPLES says otherwise; the access log is on unless FG_ACCESS_LOG=off.
 */
export function serveModeFromEnv(env: NodeJS.ProcessEnv): ServeMode {
  const parsed = flags.safeParse(
    Object.fromEntries(Object.keys(flags.shape).flatMap((name) => (env[name] ? [[name, env[name]]] : []))),
  );
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { error: `${issue?.path.join('.')} must be on or off (1/0, true/false, yes/no).` };
  }
  const sandbox = parsed.data.FG_SANDBOX ?? true;
  const entries = Object.entries(API_BASE_VARIABLES);
  const missing = entries.filter(([variable]) => !env[variable]).map(([variable]) => variable);
  if (!sandbox && missing.length > 0) {
    return { error: `FG_SANDBOX=off serves the site alone: set ${missing.join(', ')} to the real API.` };
  }
  const config: ConfigInput = Object.fromEntries(
    entries.flatMap(([variable, key]) => (env[variable] ? [[key, env[variable]]] : [])),
  );
  return {
    sandbox,
    examples: parsed.data.FG_EXAMPLES ?? sandbox,
    accessLog: parsed.data.FG_ACCESS_LOG ?? true,
    config,
  };
}
