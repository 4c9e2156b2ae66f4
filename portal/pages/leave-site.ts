/**
 * Leaves the portal for a store listing or the app. `replace` keeps this page out of the history, so
 * Back from the store does not bounce the visitor straight out again.
 */
export function leaveSite(url: string): void {
  window.location.replace(url);
}
