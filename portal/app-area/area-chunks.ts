/**
 * The signed-in area's chunks, in one place so that a page can start their download early (the login
 * page while the visitor types; /app while the workspace calls run) and the routes load the same files.
 */
export const loadAppArea = () => import('./app-area');
// Only signed-in visitors download the avatar menu (and the API code behind it).
export const loadAvatarMenu = () => import('../layout/avatar-menu');
// Each signed-in area is a chunk of its own: a customer never downloads the employee pages.
export const loadCustomerArea = () => import('./customer/customer-area');
export const loadEmployeeArea = () => import('./employee-area');

/** Starts a download without waiting for it; a failure here is retried when the route loads it. */
export function preload(load: () => Promise<unknown>): void {
  load().catch(() => undefined);
}

/** What the first signed-in screen needs, started while the visitor is still logging in. */
export function preloadSignedInArea(): void {
  preload(loadAppArea);
  preload(loadAvatarMenu);
}
