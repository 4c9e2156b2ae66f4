/** The parts of a menu item that navigation needs (spec §3 Menu item). */
export interface MenuNode {
  MenuItemID: number;
  DisplayText: string;
  DisplayOrder: number;
  ViewInstance: { ViewUri: string } | null;
  ChildMenuItems: MenuNode[];
}

export interface WorkspaceLike {
  WorkspaceID: number;
  EntityID: number;
  DisplayText: string;
  IsDefault: boolean;
}

export interface WorkspaceMenus<W extends WorkspaceLike = WorkspaceLike> {
  workspaces: W[];
  menus: { WorkspaceID: number; MenuItem: MenuNode }[];
}

/** One avatar-menu entry: a role menu of a workspace, and where choosing it goes. */
export interface RoleMenuEntry<W extends WorkspaceLike = WorkspaceLike> {
  key: string;
  workspace: W;
  roleMenu: MenuNode;
  /** The first child menu item with a view: the page the entry opens. */
  firstItem: MenuNode;
  path: string;
}

export interface SubTab {
  menuItemId: number;
  label: string;
  href: string;
}

const byDisplayOrder = (a: MenuNode, b: MenuNode) => a.DisplayOrder - b.DisplayOrder;

/**
 * `/app/{ViewUri}`, tolerating a leading slash in the ViewUri.
 * @internal
 */
export function viewPath(viewUri: string): string {
  return `/app/${viewUri.replace(/^\/+/, '')}`;
}

/**
 * The first item, depth first in display order, that opens a view.
 * @internal
 */
export function firstViewItem(item: MenuNode): MenuNode | undefined {
  if (item.ViewInstance?.ViewUri) return item;
  for (const child of [...item.ChildMenuItems].sort(byDisplayOrder)) {
    const found = firstViewItem(child);
    if (found) return found;
  }
  return undefined;
}

/** Spec §2 Avatar menu: one entry per workspace and role menu, skipping role menus with nothing to open. */
export function roleMenuEntries<W extends WorkspaceLike>({
  workspaces,
  menus,
}: WorkspaceMenus<W>): RoleMenuEntry<W>[] {
  return workspaces.flatMap((workspace) => {
    const menu = menus.find((candidate) => candidate.WorkspaceID === workspace.WorkspaceID);
    if (!menu) return [];
    return [...menu.MenuItem.ChildMenuItems].sort(byDisplayOrder).flatMap((roleMenu) => {
      const firstItem = firstViewItem(roleMenu);
      if (!firstItem?.ViewInstance) return [];
      return [
        {
          key: `${workspace.WorkspaceID}-${roleMenu.MenuItemID}`,
          workspace,
          roleMenu,
          firstItem,
          path: viewPath(firstItem.ViewInstance.ViewUri),
        },
      ];
    });
  });
}

/** Spec §2: /app goes to the first child menu item of the default workspace (IsDefault), else the first. */
export function defaultEntry<W extends WorkspaceLike>(data: WorkspaceMenus<W>): RoleMenuEntry<W> | undefined {
  const entries = roleMenuEntries(data);
  return entries.find((entry) => entry.workspace.IsDefault) ?? entries[0];
}

/** The sub-tabs of a role menu (spec §2 /app/{ViewUri}): its items that open a view, in display order. */
export function subTabs(roleMenu: MenuNode): SubTab[] {
  return [...roleMenu.ChildMenuItems].sort(byDisplayOrder).flatMap((item) =>
    item.ViewInstance?.ViewUri
      ? [
          {
            menuItemId: item.MenuItemID,
            label: item.DisplayText,
            href: viewPath(item.ViewInstance.ViewUri),
          },
        ]
      : [],
  );
}

/** The tab bar shows only when there is a choice (spec §2: hidden when fewer than 2 tabs). */
export function showsTabBar(tabs: readonly SubTab[]): boolean {
  return tabs.length >= 2;
}

/**
 * A page's path as the tabs know it: My Investments is also /app/Customer/wealth (where Buy's Back
 * leads) and /app/wealth/{ProductInstanceID} (spec §2), so those keep the Investments tab shown and
 * current. Case does not matter, as in the routes.
 */
export function tabPagePath(path: string): string {
  const lower = path.toLowerCase();
  return lower === '/app/customer/wealth' || /^\/app\/wealth\/[^/]+$/.test(lower)
    ? '/app/customer/investments'
    : lower;
}

/**
 * The pages (as `tabPagePath` gives them) that these menus show with a tab bar, in any workspace: what a
 * reload needs to know before the menus arrive, so it keeps the bar's room only where a bar will come.
 */
export function tabBarPages(data: WorkspaceMenus): string[] {
  const pages = roleMenuEntries(data).flatMap((entry) => {
    const tabs = subTabs(entry.roleMenu);
    return showsTabBar(tabs) ? tabs.map((tab) => tabPagePath(tab.href)) : [];
  });
  return [...new Set(pages)].sort();
}

/** Whether a tab's href opens the page at `path`. */
export const isTabFor = (href: string, path: string) => tabPagePath(href) === tabPagePath(path);

/** The role-menu entry a path belongs to, preferring the active workspace when several match. */
export function entryForPath<W extends WorkspaceLike>(
  entries: RoleMenuEntry<W>[],
  path: string,
  activeWorkspaceId: number | null,
): RoleMenuEntry<W> | undefined {
  const matches = entries.filter((entry) => subTabs(entry.roleMenu).some((tab) => isTabFor(tab.href, path)));
  return matches.find((entry) => entry.workspace.WorkspaceID === activeWorkspaceId) ?? matches[0];
}
