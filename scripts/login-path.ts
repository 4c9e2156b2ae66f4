import { roundTrips, type Span } from './round-trips';

/** A request of the login path as measure-login saw it: milliseconds from pressing Log in, bytes received. */
export interface LoadedSpan extends Span {
  /** The response body as it came over the wire (compressed when the server compressed it). */
  bytes: number;
}

/** What the way from Log in to the complete first screen cost, in one run. */
export interface LoginPath {
  /** Milliseconds from the token call leaving to the complete first screen. */
  ms: number;
  /** API calls and chunks in a row, each started only after the one before it ended. */
  roundTrips: number;
  /** Scripts downloaded from pressing Log in to the complete first screen, and their bytes. */
  scripts: number;
  scriptBytes: number;
  /** Scripts the form's first focus downloaded while the visitor typed (before the press), and their bytes. */
  typedScripts: number;
  typedBytes: number;
}

/** Scripts and bytes of the whole way, from the first keystroke to the complete first screen. */
export const allScriptBytes = (path: LoginPath) => path.scriptBytes + path.typedBytes;

const isScript = (span: Span) => new URL(span.url).pathname.endsWith('.js');
const isApiCall = (span: Span) => /^\/(v\d+|auth)\//i.test(new URL(span.url).pathname);

const bytesOf = (spans: readonly LoadedSpan[]) => spans.reduce((sum, span) => sum + span.bytes, 0);

/**
 * The cost of one run from the spans measured from pressing Log in (time 0) until `shownAt`, the
 * complete first screen; typing began at `typedFrom` (negative). Round trips count from the token call
 * on, over the wire only (a span of a couple of milliseconds came from the browser's cache); scripts
 * count whatever started after the press and ended by `shownAt`, and apart, what started while typing.
 */
export function loginPath(
  spans: readonly LoadedSpan[],
  { typedFrom, shownAt }: { typedFrom: number; shownAt: number },
): LoginPath {
  const tokenStart = spans.find((span) => new URL(span.url).pathname.endsWith('/connect/token'))?.start ?? 0;
  const onTheWay = spans.filter((span) => span.start >= 0 && span.end <= shownAt);
  const overTheWire = onTheWay.filter(
    (span) => span.start >= tokenStart && span.end - span.start > 2 && (isScript(span) || isApiCall(span)),
  );
  const scripts = onTheWay.filter(isScript);
  const typed = spans.filter((span) => isScript(span) && span.start >= typedFrom && span.start < 0);
  return {
    ms: shownAt - tokenStart,
    roundTrips: roundTrips(overTheWire),
    scripts: scripts.length,
    scriptBytes: bytesOf(scripts),
    typedScripts: typed.length,
    typedBytes: bytesOf(typed),
  };
}

/** The limits a login path must keep: round trips after Log in, script bytes from the first keystroke. */
export interface LoginPathBudget {
  roundTrips: number;
  scriptBytes: number;
}

/** What broke the budget in any run, in words; empty when every run kept it. */
export function overBudget(runs: readonly LoginPath[], budget: LoginPathBudget): string[] {
  const problems: string[] = [];
  const trips = Math.max(0, ...runs.map((run) => run.roundTrips));
  if (trips > budget.roundTrips)
    problems.push(`${trips} round trips in a row, over the budget of ${budget.roundTrips}`);
  const bytes = Math.max(0, ...runs.map(allScriptBytes));
  if (bytes > budget.scriptBytes)
    problems.push(`${kilobytes(bytes)} of scripts, over the budget of ${kilobytes(budget.scriptBytes)}`);
  return problems;
}

/** Bytes as the size report writes them: KB of 1024 bytes, one decimal. */
export const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
