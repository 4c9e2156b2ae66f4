/**
 * The signed-in areas' chunks: each is a chunk of its own, so a customer never downloads the employee
 * pages; /app starts a customer's while the workspace calls run, and the routes load the same files.
 */
export const loadCustomerArea = () => import('./customer/customer-area');
export const loadEmployeeArea = () => import('./employee-area');
export const loadProfileArea = () => import('./profile/profile-area');

/** Starts a download without waiting for it; a failure here is retried when the route loads it. */
export function preload(load: () => Promise<unknown>): void {
  load().catch(() => undefined);
}
