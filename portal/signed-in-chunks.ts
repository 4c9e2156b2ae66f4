import { loadCustomerArea, preload } from './app-area/area-chunks';

/**
 * What the first signed-in screen needs, in one place so the login page can start the downloads while
 * the visitor types and the routes load the same files. (Apart from area-chunks, which the /app area
 * itself imports: a loader module the loaded module imports back would be an import cycle.)
 */
export const loadAppArea = () => import('./app-area/app-area');
// Only signed-in visitors download the avatar menu (and the API code behind it).
export const loadAvatarMenu = () => import('./layout/avatar-menu');
// The phone's bottom navigation likewise (it reads the same workspace menus).
export const loadBottomNav = () => import('./layout/bottom-nav');

export function preloadSignedInArea(): void {
  preload(loadAppArea);
  preload(loadAvatarMenu);
  preload(loadBottomNav);
}

/**
 * Once the login form is sent: the first screen's code as well, the home dashboard's chunk with the
 * chunks it imports (Vite's module preload fetches them beside it), while the password grant runs
 * rather than after the token has answered. Which dashboard is first is known only from the token; a
 * customer's is the one fetched ahead (an employee's /app fetches their own as before).
 */
export function preloadFirstScreen(): void {
  preloadSignedInArea();
  preload(loadCustomerArea);
}
