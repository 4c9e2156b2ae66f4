import {
  defaultEntry,
  entryForPath,
  isTabFor,
  type RoleMenuEntry,
  roleMenuEntries,
  showsTabBar,
  subTabs,
  tabPagePath,
  type WorkspaceMenus,
} from '../../src/domain/workspace-navigation';

/** The glyphs the bottom navigation draws; `page` for a destination it has no picture for. */
export type BottomNavIcon =
  | 'home'
  | 'invest'
  | 'benefits'
  | 'ventures'
  | 'wills'
  | 'settings'
  | 'report'
  | 'page';

export interface BottomNavItem {
  href: string;
  label: string;
  icon: BottomNavIcon;
  current: boolean;
}

export interface BottomNavModel {
  /** The landmark's name: the same as the tab bar's, "{workspace}: {role menu}". */
  label: string;
  /** What sits in the bar. */
  items: BottomNavItem[];
  /** What a menu of more than five puts behind "More" (empty for five or fewer). */
  more: BottomNavItem[];
}

/** The session's pointer to a role menu, as the tabs and the avatar menu keep it. */
export interface ActiveMenu {
  workspaceId: number | null;
  menuItemId: number | null;
}

/**
 * DESIGN §3 draws five items; with more, four stay in the bar and the rest go behind a fifth, "More".
 * @internal
 */
export const MOST_ITEMS = 5;

/**
 * DESIGN §3's short labels (Home, Invest, Benefits, Ventures, Wills) for the customer sections, by the page
 * they open; any other destination keeps its menu item's text.
 */
const SHORT_LABELS: Readonly<Record<string, string>> = {
  '/app/customer/dashboard': 'Home',
  '/app/customer/investments': 'Invest',
  '/app/customer/employee-benefits': 'Benefits',
  '/app/customer/ventures': 'Ventures',
  '/app/customer/wills-and-trusts': 'Wills',
};

function iconFor(page: string): BottomNavIcon {
  if (page.endsWith('/dashboard')) return 'home';
  if (page === '/app/customer/investments') return 'invest';
  if (page === '/app/customer/employee-benefits') return 'benefits';
  if (page === '/app/customer/ventures') return 'ventures';
  if (page === '/app/customer/wills-and-trusts') return 'wills';
  if (page.endsWith('/settings')) return 'settings';
  if (page.startsWith('/app/reports/')) return 'report';
  return 'page';
}

/**
 * The role menu whose tabs the bar shows: the one the page belongs to (as the tab bar finds it), else on a
 * page outside the menus (the profile) the one the session last used, else the default workspace's.
 */
function menuFor(entries: RoleMenuEntry[], path: string, active: ActiveMenu): RoleMenuEntry | undefined {
  return (
    entryForPath(entries, path, active.workspaceId) ??
    entries.find(
      (entry) =>
        entry.workspace.WorkspaceID === active.workspaceId && entry.roleMenu.MenuItemID === active.menuItemId,
    )
  );
}

/**
 * The bottom navigation at `path` (DESIGN §3 Navigation): the destinations the tab bar shows, from the
 * API's workspace menu (spec §2), with DESIGN's short labels where it gives them. None where the tab bar
 * would show none (fewer than two destinations).
 */
export function bottomNavModel(
  data: WorkspaceMenus,
  path: string,
  active: ActiveMenu,
): BottomNavModel | null {
  const entries = roleMenuEntries(data);
  const entry = menuFor(entries, path, active) ?? defaultEntry(data);
  if (!entry) return null;
  const tabs = subTabs(entry.roleMenu);
  if (!showsTabBar(tabs)) return null;
  const items = tabs.map((tab) => {
    const page = tabPagePath(tab.href);
    return {
      href: tab.href,
      label: SHORT_LABELS[page] ?? tab.label,
      icon: iconFor(page),
      current: isTabFor(tab.href, path),
    };
  });
  const label = `${entry.workspace.DisplayText}: ${entry.roleMenu.DisplayText}`;
  if (items.length <= MOST_ITEMS) return { label, items, more: [] };
  return { label, items: items.slice(0, MOST_ITEMS - 1), more: items.slice(MOST_ITEMS - 1) };
}
