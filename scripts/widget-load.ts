import { kb, type Manifest } from './bundle-size';

/**
 * What `npm run size` counts for a tag, as Chromium loads it alone on a page of another origin: the
 * deployment's code (its `/widgets/…` files) fetched from navigation until the tag is usable with no
 * user action (first paint), what the first touch then fetches (first touch), and the tag's built
 * chunks neither fetched (rarely loaded). API calls are data, not code: counted apart, never in bytes.
 */

/** A request the page made, and whether it left before or after the first touch. */
export interface SeenRequest {
  url: string;
  phase: 'paint' | 'touch';
}

/** The path of a deployment's code file under `/widgets/` (the contract version dropped), or null. */
export function widgetFile(url: string, origin: string): string | null {
  if (!url.startsWith(`${origin}/`)) return null;
  const { pathname } = new URL(url);
  const match = /^\/widgets\/(?:v\d+\/)?(.+)$/.exec(pathname);
  return match?.[1] ?? null;
}

export interface TagRequests {
  /** Code files fetched before the tag was usable (each once, in the order asked for). */
  firstPaint: string[];
  /** Code files the first touch fetched that first paint had not. */
  firstTouch: string[];
  /** Calls to the deployment that are not code (the API, its config), by phase. */
  dataCalls: { paint: number; touch: number };
}

export function classifyRequests(requests: readonly SeenRequest[], origin: string): TagRequests {
  const firstPaint: string[] = [];
  const firstTouch: string[] = [];
  const dataCalls = { paint: 0, touch: 0 };
  for (const { url, phase } of requests) {
    const file = widgetFile(url, origin);
    if (file === null) {
      if (url.startsWith(`${origin}/`)) dataCalls[phase] += 1;
      continue;
    }
    if (firstPaint.includes(file) || firstTouch.includes(file)) continue;
    (phase === 'paint' ? firstPaint : firstTouch).push(file);
  }
  return { firstPaint, firstTouch, dataCalls };
}

/** A built chunk by what it holds: a package's name for a chunk of node_modules, else its module's. */
export function chunkName(chunk: Manifest[string]): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(chunk.src ?? '')?.[1];
  return pkg ?? chunk.name ?? chunk.file;
}

export interface NamedFile {
  name: string;
  file: string;
}

/** The tag's built files that neither phase fetched, named. */
export function rarelyLoaded(manifest: Manifest, fetched: readonly string[]): NamedFile[] {
  const seen = new Set(fetched);
  const files: NamedFile[] = [];
  for (const chunk of Object.values(manifest)) {
    if (seen.has(chunk.file)) continue;
    seen.add(chunk.file);
    files.push({ name: chunkName(chunk), file: chunk.file });
  }
  return files;
}

/** Bytes on the wire of one built file, gzip (the budgets' unit) and brotli; null when not built. */
export type SizeOf = (file: string) => { gzip: number; brotli: number } | null;

export interface Phase {
  files: string[];
  gzip: number;
  brotli: number;
}

export interface WidgetRow {
  tag: string;
  /** False when the tag never reached its first screen (then nothing else is trusted). */
  usable: boolean;
  firstPaint: Phase;
  firstTouch: Phase;
  /** False when the first screen has no control to touch (a link's message): no first touch. */
  touched: boolean;
  rarely: (NamedFile & { gzip: number })[];
  dataCalls: { paint: number; touch: number };
  /** Fetched code files the build does not have (a stale build or a wrong URL). */
  unknown: string[];
  budgetBytes: number | undefined;
  /** First paint plus first touch (the whole working form), for a tag that has a budget for it. */
  wholeBudgetBytes?: number | undefined;
  maxRequests: number;
}

export interface MeasuredTag {
  tag: string;
  usable: boolean;
  touched: boolean;
  requests: readonly SeenRequest[];
}

function phase(files: string[], sizeOf: SizeOf): Phase {
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const size = sizeOf(file);
    gzip += size?.gzip ?? 0;
    brotli += size?.brotli ?? 0;
  }
  return { files, gzip, brotli };
}

export function widgetRow(
  measured: MeasuredTag,
  origin: string,
  manifest: Manifest,
  sizeOf: SizeOf,
  budget: { kb: number | undefined; wholeKb?: number | undefined; maxRequests: number },
): WidgetRow {
  const { firstPaint, firstTouch, dataCalls } = classifyRequests(measured.requests, origin);
  return {
    tag: measured.tag,
    usable: measured.usable,
    touched: measured.touched,
    firstPaint: phase(firstPaint, sizeOf),
    firstTouch: phase(firstTouch, sizeOf),
    rarely: rarelyLoaded(manifest, [...firstPaint, ...firstTouch]).map((named) => ({
      ...named,
      gzip: sizeOf(named.file)?.gzip ?? 0,
    })),
    dataCalls,
    unknown: [...firstPaint, ...firstTouch].filter((file) => sizeOf(file) === null),
    budgetBytes: budget.kb === undefined ? undefined : budget.kb * 1024,
    wholeBudgetBytes: budget.wholeKb === undefined ? undefined : budget.wholeKb * 1024,
    maxRequests: budget.maxRequests,
  };
}

export type WidgetVerdict =
  | 'ok'
  | 'NOT USABLE'
  | 'TOO MANY REQUESTS'
  | 'NO BUDGET'
  | 'OVER BUDGET'
  | 'WHOLE OVER BUDGET';

/** Bytes gzip of the whole working form: first paint and what the first touch fetched. */
const wholeGzip = (row: WidgetRow) => row.firstPaint.gzip + row.firstTouch.gzip;

export function widgetVerdict(row: WidgetRow): WidgetVerdict {
  if (!row.usable) return 'NOT USABLE';
  if (row.firstPaint.files.length > row.maxRequests) return 'TOO MANY REQUESTS';
  if (row.budgetBytes === undefined) return 'NO BUDGET';
  if (row.firstPaint.gzip > row.budgetBytes) return 'OVER BUDGET';
  return row.wholeBudgetBytes !== undefined && wholeGzip(row) > row.wholeBudgetBytes
    ? 'WHOLE OVER BUDGET'
    : 'ok';
}

/** Where a tag's budget is written, for the message of a tag built without one. */
const WIDGET_BUDGETS_FILE = 'scripts/size-budgets.ts';

/**
 * What fails `npm run size` for the tags, one line per problem: a tag that never showed its first screen,
 * one whose first paint needs more requests than allowed (naming them) or more bytes than its budget, or
 * whose first paint and first touch together more than its whole-form budget (where it has one), one
 * built with no budget (a tag added without `npm run new:widget`, which writes one), a file not built.
 */
export function widgetProblems(rows: readonly WidgetRow[]): string[] {
  return rows.flatMap((row) => {
    const problems = row.unknown.map(
      (file) => `${row.tag} fetched /widgets/${file}, which the build does not have: build again.`,
    );
    const outcome = widgetVerdict(row);
    const files = row.firstPaint.files;
    if (outcome === 'NOT USABLE')
      problems.push(`${row.tag} did not show its first screen on a page of another origin.`);
    if (outcome === 'TOO MANY REQUESTS')
      problems.push(
        `${row.tag} needs ${files.length} requests before it is usable (${files.join(', ')}); ${row.maxRequests} allowed.`,
      );
    if (outcome === 'OVER BUDGET')
      problems.push(
        `${row.tag} is over its budget: ${row.firstPaint.gzip} bytes gzip at first paint, ${row.budgetBytes} allowed (${kb(row.budgetBytes ?? 0)}).`,
      );
    if (outcome === 'WHOLE OVER BUDGET')
      problems.push(
        `${row.tag}'s whole form is over its budget: ${wholeGzip(row)} bytes gzip at first paint and first touch, ${row.wholeBudgetBytes} allowed (${kb(row.wholeBudgetBytes ?? 0)}).`,
      );
    if (outcome === 'NO BUDGET') {
      const size = Math.ceil((row.firstPaint.gzip / 1024 + 0.3) * 10) / 10;
      problems.push(
        `${row.tag} was built but has no size budget: add '${row.tag}': ${size} (its ${kb(row.firstPaint.gzip)} gzip plus about 0.3 KB) to WIDGET_BUDGETS_KB in ${WIDGET_BUDGETS_FILE}, with a line on why.`,
      );
    }
    return problems;
  });
}

export function formatWidgetTable(rows: readonly WidgetRow[]): string {
  const line = (cells: string[]) =>
    [cells[0]?.padEnd(26), ...cells.slice(1, 9).map((cell) => cell.padStart(9)), ...cells.slice(9)]
      .join('  ')
      .trimEnd();
  return [
    'Tags, each alone in Chromium on a page of another origin (fresh context, signed out, no link). First',
    "paint: the deployment's /widgets/ files fetched from navigation until the tag is usable with no user",
    'action, and for a quiet while after; first touch: what a click into its first control then fetches; rarely',
    'loaded: its built chunks neither fetched. Bytes: gzip of each file as built (the budget), brotli',
    "beside; api: the page's calls to the API at first paint (data: not counted in bytes or requests).",
    line([
      'tag',
      'requests',
      'gzip',
      'brotli',
      'budget',
      'api',
      '+touch',
      '+gzip',
      'verdict',
      'rarely loaded (gzip)',
    ]),
    ...rows.map((row) =>
      line([
        row.tag,
        String(row.firstPaint.files.length),
        kb(row.firstPaint.gzip),
        kb(row.firstPaint.brotli),
        row.budgetBytes === undefined ? '—' : kb(row.budgetBytes),
        String(row.dataCalls.paint),
        row.touched ? String(row.firstTouch.files.length) : '—',
        row.touched ? kb(row.firstTouch.gzip) : '—',
        widgetVerdict(row),
        row.rarely.map((file) => `${file.name} ${kb(file.gzip)}`).join(', ') || '—',
      ]),
    ),
  ].join('\n');
}
