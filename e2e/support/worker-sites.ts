import { startServer } from '../../scripts/start-site';

/** The first port of the e2e servers; a second checkout running `npm test` beside this one sets its own. */
const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 4317);

export interface WorkerSites {
  /** The portal with its sandbox, this worker's alone: a reset or a fault touches no other worker's tests. */
  origin: string;
  /** A host page on another origin that embeds the widgets from {@link WorkerSites.origin}. */
  otherOrigin: string;
}

/**
 * Starts a worker's two servers on ports of its own, from its parallel index (two per worker, from
 * E2E_PORT up), and stops them once the worker is done. A worker that replaces a failed one gets the
 * same index, and so the same ports, only after the failed one's servers have exited.
 */
export async function withWorkerSites(
  parallelIndex: number,
  use: (sites: WorkerSites) => Promise<void>,
): Promise<void> {
  const port = E2E_BASE_PORT + 2 * parallelIndex;
  const [site, other] = await Promise.all([
    startServer({
      script: 'server/main.ts',
      port,
      env: { SANDBOX_TEST_CONTROLS: '1', FG_ACCESS_LOG: '0' },
      stderr: 'inherit',
    }),
    startServer({
      script: 'e2e/support/other-origin-server.ts',
      port: port + 1,
      env: { PORTAL_ORIGIN: `http://127.0.0.1:${port}` },
      stderr: 'inherit',
    }),
  ]);
  try {
    await use({ origin: site.origin, otherOrigin: other.origin });
  } finally {
    await Promise.all([site.stop(), other.stop()]);
  }
}
