/**
 * A path of the portal as a link from the host page: unchanged on the portal's own pages, on another
 * site the same path on the portal's origin. `path` must be a site path (checked by its attribute).
 */
export function portalAddress(path: string): string {
  // This module is served by the portal, like every widget chunk (file: under test: the page's own).
  const { origin, protocol } = new URL(import.meta.url, window.location.href);
  const portal = protocol === 'http:' || protocol === 'https:' ? origin : window.location.origin;
  return portal === window.location.origin ? path : `${portal}${path}`;
}
