/**
 * Dispatched on the document once the app has taken over a prerendered page (portal/main.tsx), so the
 * boot script hands over what the visitor did before (./early-actions.ts).
 */
export const APP_READY_EVENT = 'fg:app-ready';

export function announceAppReady(document: Document): void {
  document.dispatchEvent(new Event(APP_READY_EVENT));
}
