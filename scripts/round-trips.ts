/** A request as a measuring script saw it, in milliseconds from its start. */
export interface Span {
  url: string;
  start: number;
  end: number;
}

/** Sequential depth: the longest chain of spans where each starts after the previous one ended. */
export function roundTrips(spans: readonly Span[]): number {
  const sorted = [...spans].sort((a, b) => a.end - b.end);
  const depth = new Map<Span, number>();
  for (const span of sorted) {
    const before = sorted.filter((other) => other.end <= span.start).map((other) => depth.get(other) ?? 1);
    depth.set(span, 1 + Math.max(0, ...before));
  }
  return Math.max(0, ...depth.values());
}
