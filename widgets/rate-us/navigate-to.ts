/**
 * Leaves the page for `url`. A module of its own so tests can stand in for the browser's navigation,
 * and so the tag's first paint (which parses thank-you-url) does not carry it: only the sender needs it.
 */
export function navigateTo(url: string): void {
  window.location.assign(url);
}
