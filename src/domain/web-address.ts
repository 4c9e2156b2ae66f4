/**
 * An address from an API or an attribute that a link may carry: http(s) only, resolved against
 * `base` (the page, by default). Anything else (javascript:, data:, unreadable) gives undefined.
 */
export function webAddress(
  value: string | null | undefined,
  base = globalThis.location?.href,
): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
