/**
 * THE check for an address from data (an API answer, a product attribute, the content system, an
 * element's attribute) before it becomes a link, a frame or a navigation: http(s) only. Every place that
 * renders such an address goes through it, so there is one rule to get right.
 *
 * `base` resolves a site path (`/cms/terms.pdf`) and other relative forms: the page by default; `null`
 * accepts absolute addresses only. The URL parser does the reading a browser would do (it drops leading
 * spaces and control characters and tabs or newlines anywhere, and ignores the scheme's case), so
 * ` JaVa\tScRiPt:…`, `data:`, `vbscript:`, `file:` and anything unreadable give undefined. The answer is
 * the parsed, normalised address, never the raw text.
 */
export function webAddress(
  value: string | null | undefined,
  base: string | null | undefined = globalThis.location?.href,
): string | undefined {
  if (!value) return undefined;
  try {
    const url = base === null || base === undefined ? new URL(value) : new URL(value, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
