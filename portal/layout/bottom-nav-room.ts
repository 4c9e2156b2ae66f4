/**
 * Where the phone's bottom navigation shows and the room it takes, apart from the bar itself: the layout
 * needs both on every page, and the bar's code (and the API code behind it) only signed-in visitors load.
 */

/** DESIGN §3: the bar's items are 64 px tall. Structural, like `TAP_SIZE`: not a theme token. */
export const BOTTOM_NAV_HEIGHT = '64px';

/**
 * Signed-in app pages carry the bottom navigation, profile pages included (DESIGN m11); the buy wizards
 * (which have their focused header) and the public pages do not.
 */
export function hasBottomNav(path: string): boolean {
  const lower = path.toLowerCase();
  return /^\/app(?:\/|$)/.test(lower) && !lower.includes('/app/buy/');
}
