// Apart from dashboard.ts so a widget that reads one summary (member choice) does not download every
// dashboard schema: the bundler keeps module-level zod schemas of a module it touches.

export const DASHBOARD_PATH = '/v3/api/NebulaDashboard';

/** A path segment from a number. */
export const segment = (value: number) => encodeURIComponent(value);

/** GET …/{partyId}/summary/{navigationItemId}: `[partyId]` is filled in from the request's party. */
export const summaryPath = (navigationItemId: number) =>
  `${DASHBOARD_PATH}/[partyId]/summary/${segment(navigationItemId)}`;

/** Every dashboard read's key starts with this. */
export const DASHBOARD_KEY = ['dashboard'] as const;
