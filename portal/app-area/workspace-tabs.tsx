import { useEffect } from 'react';
import { useLocation } from 'wouter';
import {
  entryForPath,
  isTabFor,
  roleMenuEntries,
  showsTabBar,
  subTabs,
  tabBarPages,
} from '../../src/domain/workspace-navigation';
import { useSession } from '../../src/react/use-session';
import { useWorkspaces } from '../../src/react/use-workspaces';
import { setActiveTab, setActiveWorkspace } from '../../src/session';
import { LinkTabs, makeStyles, PHONE, space, TAB_BAR_HEIGHT, useClasses } from '../../src/ui';
import { rememberTabBarPages, reservesTabBar } from './tab-bar-memory';

// The placeholder keeps the tab bar's height while the menus load, on pages where a bar will come, so the
// page does not jump under the pointer when they arrive. On a phone the bottom navigation shows the same
// destinations (portal/layout/bottom-nav.tsx), so neither the bar nor its room is there.
const tabsSheet = makeStyles(() => ({
  tabs: { marginBottom: space[5], [PHONE]: { display: 'none' } },
  pending: { minHeight: TAB_BAR_HEIGHT, marginBottom: space[5], [PHONE]: { display: 'none' } },
}));

/**
 * Spec §2 /app/{ViewUri}: the tabs of the role menu the current page belongs to, hidden below two.
 * Landing on a page of another workspace's menu (a bookmark, the back button) makes that one active.
 */
export function WorkspaceTabs() {
  const classes = useClasses(tabsSheet);
  const [location] = useLocation();
  const { navigation } = useSession();
  const workspaces = useWorkspaces();
  const entries = workspaces.data ? roleMenuEntries(workspaces.data) : [];
  const entry = entryForPath(entries, location, navigation.workspaceId);
  const tabs = entry ? subTabs(entry.roleMenu) : [];
  const tabIndex = tabs.findIndex((tab) => isTabFor(tab.href, location));

  useEffect(() => {
    if (workspaces.data) rememberTabBarPages(tabBarPages(workspaces.data));
  }, [workspaces.data]);

  useEffect(() => {
    if (!entry) return;
    const { WorkspaceID, EntityID } = entry.workspace;
    if (navigation.workspaceId !== WorkspaceID || navigation.menuItemId !== entry.roleMenu.MenuItemID) {
      setActiveWorkspace({
        workspaceId: WorkspaceID,
        entityId: EntityID,
        menuItemId: entry.roleMenu.MenuItemID,
      });
    }
    if (tabIndex >= 0 && navigation.tabIndex !== tabIndex) setActiveTab(tabIndex);
  }, [entry, navigation.workspaceId, navigation.menuItemId, navigation.tabIndex, tabIndex]);

  if (workspaces.status === 'pending') {
    return reservesTabBar(location) ? <div className={classes.pending} aria-hidden="true" /> : null;
  }
  if (!entry || !showsTabBar(tabs)) return null;
  return (
    <LinkTabs
      className={classes.tabs}
      label={`${entry.workspace.DisplayText}: ${entry.roleMenu.DisplayText}`}
      currentHref={tabs[tabIndex]?.href ?? ''}
      tabs={tabs.map((tab) => ({ href: tab.href, label: tab.label }))}
    />
  );
}
