import * as z from 'zod/mini';
import { tabPagePath } from '../../src/domain/workspace-navigation';
import { storedValue } from '../../src/session/stored-value';

/**
 * Under the `fg.` prefix, so logging out removes it with the session.
 * @internal
 */
export const TAB_BAR_PAGES_KEY = 'fg.tab-bar-pages';

const storedPagesSchema = z.array(z.string());

/**
 * The pages the portal routes itself, outside every workspace menu (spec §2): no tab bar comes there.
 * Used only when this tab has not seen the menus yet (a session from another tab).
 */
const PAGES_OUTSIDE_MENUS = /^\/app\/(?:profile|editprofile|memberportalsuccess|buy\/.*)$/;

const storedPages = () => storedValue(TAB_BAR_PAGES_KEY, storedPagesSchema);

/** Keeps which pages the menus show with a tab bar, for this tab's next full load. */
export function rememberTabBarPages(pages: readonly string[]): void {
  storedPages().write([...pages]);
}

/**
 * Whether the page at `path` keeps the tab bar's room while the menus load. Room kept where no bar
 * comes (or none kept where one comes) moves the page under the pointer when the menus arrive.
 */
export function reservesTabBar(path: string): boolean {
  const page = tabPagePath(path);
  const remembered = storedPages().read();
  return remembered ? remembered.includes(page) : !PAGES_OUTSIDE_MENUS.test(page);
}
