import * as z from 'zod/mini';
import { tabPagePath } from '../../src/domain/workspace-navigation';
import { usableStorage } from '../../src/session/usable-storage';

/** Under the `fg.` prefix, so logging out removes it with the session. */
export const TAB_BAR_PAGES_KEY = 'fg.tab-bar-pages';

const storedPagesSchema = z.array(z.string());

/**
 * The pages the portal routes itself, outside every workspace menu (spec §2): no tab bar comes there.
 * Used only when this tab has not seen the menus yet (a session from another tab).
 */
const PAGES_OUTSIDE_MENUS = /^\/app\/(?:profile|editprofile|memberportalsuccess|buy\/.*)$/;

/** Keeps which pages the menus show with a tab bar, for this tab's next full load. */
export function rememberTabBarPages(pages: readonly string[]): void {
  try {
    usableStorage()?.setItem(TAB_BAR_PAGES_KEY, JSON.stringify(pages));
  } catch {
    // A full or blocked store: the next load guesses from the route instead.
  }
}

/** The pages kept by `rememberTabBarPages`; anything unreadable counts as nothing kept. */
function rememberedTabBarPages(): ReadonlySet<string> | undefined {
  try {
    const raw = usableStorage()?.getItem(TAB_BAR_PAGES_KEY);
    if (raw == null) return undefined;
    const parsed = storedPagesSchema.safeParse(JSON.parse(raw));
    return parsed.success ? new Set(parsed.data) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether the page at `path` keeps the tab bar's room while the menus load. Room kept where no bar
 * comes (or none kept where one comes) moves the page under the pointer when the menus arrive.
 */
export function reservesTabBar(path: string): boolean {
  const page = tabPagePath(path);
  return rememberedTabBarPages()?.has(page) ?? !PAGES_OUTSIDE_MENUS.test(page);
}
