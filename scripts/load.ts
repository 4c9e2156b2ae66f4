/**
 * A bounded load test of the sandbox API: `npm run load`. Starts the sandbox in this process on
 * 127.0.0.1 (a free port, no added latency unless LOAD_LATENCY_MS is set), then makes LOAD_REQUESTS
 * requests (default 2 000), LOAD_CONCURRENCY at a time (default 20): half password-grant logins of the
 * demo users, half a dashboard read (a product list) with a token. Prints requests/s and p50/p99 per
 * kind, and exits non-zero when any request fails or the resident set grows by more than
 * LOAD_MAX_RSS_GROWTH_MB (default 200). Correct passwords only: the login throttle counts failures.
 * Not part of `npm test`.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import {
  createSandbox,
  DEMO_PASSWORD,
  NEW_USER_PARTY_ID,
  NEW_USER_USERNAME,
  SIPHO_PARTY_ID,
  SIPHO_USERNAME,
  THANDI_PARTY_ID,
  THANDI_USERNAME,
} from '../sandbox/app';

const numberFromEnv = (name: string, fallback: number): number => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
};

const TOTAL = numberFromEnv('LOAD_REQUESTS', 2000);
const CONCURRENCY = Math.max(1, numberFromEnv('LOAD_CONCURRENCY', 20));
const MAX_RSS_GROWTH_MB = numberFromEnv('LOAD_MAX_RSS_GROWTH_MB', 200);
const LATENCY_MS = numberFromEnv('LOAD_LATENCY_MS', 0);
const CLIENT_ID = 'fg-portal';

const USERS = [
  { username: THANDI_USERNAME, partyId: THANDI_PARTY_ID },
  { username: SIPHO_USERNAME, partyId: SIPHO_PARTY_ID },
  { username: NEW_USER_USERNAME, partyId: NEW_USER_PARTY_ID },
] as const;
type User = (typeof USERS)[number];
type Kind = 'login' | 'read';

interface Outcome {
  kind: Kind;
  ms: number;
  error?: string;
}

const megabytes = (bytes: number) => bytes / 1024 / 1024;

/** The value at `fraction` (0..1) of sorted durations, by the nearest-rank method. */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(fraction * sorted.length)));
  return sorted[rank - 1] ?? Number.NaN;
}

function listen(fetch: (request: Request) => Response | Promise<Response>) {
  return new Promise<{ origin: string; close: () => Promise<void> }>((resolve) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      resolve({
        origin: `http://127.0.0.1:${info.port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

async function logIn(origin: string, user: User): Promise<string> {
  const response = await fetch(`${origin}/auth/connect/token`, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: CLIENT_ID,
      grant_type: 'password',
      username: user.username,
      password: DEMO_PASSWORD,
    }),
  });
  const text = await response.text();
  if (response.status !== 200)
    throw new Error(`login ${user.username}: ${response.status} ${text.slice(0, 120)}`);
  const body = JSON.parse(text) as { access_token?: unknown };
  if (typeof body.access_token !== 'string') throw new Error(`login ${user.username}: no access_token`);
  return body.access_token;
}

async function readDashboard(origin: string, user: User, token: string): Promise<void> {
  const response = await fetch(`${origin}/v3/api/NebulaDashboard/${user.partyId}/1/products`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  });
  const text = await response.text();
  if (response.status !== 200)
    throw new Error(`read ${user.partyId}: ${response.status} ${text.slice(0, 120)}`);
  JSON.parse(text);
}

async function main(): Promise<number> {
  const sandbox = createSandbox({ latencyMs: LATENCY_MS, logRequests: false, testControls: false });
  const { origin, close } = await listen((request) => sandbox.app.fetch(request));
  try {
    // One login per user up front: the tokens the reads carry, and a warm server before RSS is taken.
    const tokens = new Map<User, string>();
    for (const user of USERS) tokens.set(user, await logIn(origin, user));
    globalThis.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    }, 50);

    const outcomes: Outcome[] = [];
    let next = 0;
    const worker = async () => {
      for (let index = next++; index < TOTAL; index = next++) {
        const kind: Kind = index % 2 === 0 ? 'login' : 'read';
        const user = USERS[Math.floor(index / 2) % USERS.length] as User;
        const started = performance.now();
        try {
          if (kind === 'login') await logIn(origin, user);
          else await readDashboard(origin, user, tokens.get(user) ?? '');
          outcomes.push({ kind, ms: performance.now() - started });
        } catch (error) {
          outcomes.push({ kind, ms: performance.now() - started, error: String(error) });
        }
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const rssAfter = process.memoryUsage().rss;
    rssPeak = Math.max(rssPeak, rssAfter);

    const errors = outcomes.filter((outcome) => outcome.error);
    process.stdout.write(
      `${outcomes.length} requests, ${CONCURRENCY} at a time, in ${seconds.toFixed(2)} s: ` +
        `${(outcomes.length / seconds).toFixed(0)} requests/s (sandbox latency ${LATENCY_MS} ms)\n`,
    );
    for (const kind of ['login', 'read'] as const) {
      const durations = outcomes
        .filter((outcome) => outcome.kind === kind)
        .map((outcome) => outcome.ms)
        .sort((a, b) => a - b);
      process.stdout.write(
        `  ${kind.padEnd(5)} n=${durations.length}  p50 ${percentile(durations, 0.5).toFixed(1)} ms` +
          `  p99 ${percentile(durations, 0.99).toFixed(1)} ms  max ${(durations.at(-1) ?? Number.NaN).toFixed(1)} ms\n`,
      );
    }
    const growthMb = megabytes(rssPeak - rssBefore);
    process.stdout.write(
      `  RSS ${megabytes(rssBefore).toFixed(0)} MB before, ${megabytes(rssAfter).toFixed(0)} MB after, ` +
        `peak ${megabytes(rssPeak).toFixed(0)} MB (growth ${growthMb.toFixed(0)} MB, limit ${MAX_RSS_GROWTH_MB})\n`,
    );
    process.stdout.write(`  errors: ${errors.length}\n`);
    for (const error of errors.slice(0, 5)) process.stdout.write(`    ${error.kind}: ${error.error}\n`);

    if (outcomes.length !== TOTAL || errors.length > 0) return 1;
    if (growthMb > MAX_RSS_GROWTH_MB) return 1;
    return 0;
  } finally {
    await close();
  }
}

process.exitCode = await main();
