/** Where the widget bundle is served from: the API defaults to that origin, not the host page's. */
export function servingOrigin(): string {
  const { origin, protocol } = new URL(import.meta.url, window.location.href);
  return protocol === 'http:' || protocol === 'https:' ? origin : window.location.origin;
}
