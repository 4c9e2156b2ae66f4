import { describe, expect, it } from 'vitest';
import {
  defaultEntry,
  entryForPath,
  firstViewItem,
  isTabFor,
  type MenuNode,
  roleMenuEntries,
  showsTabBar,
  subTabs,
  tabBarPages,
  viewPath,
  type WorkspaceMenus,
} from './workspace-navigation';

const item = (
  id: number,
  text: string,
  order: number,
  viewUri?: string,
  children: MenuNode[] = [],
): MenuNode => ({
  MenuItemID: id,
  DisplayText: text,
  DisplayOrder: order,
  ViewInstance: viewUri ? { ViewUri: viewUri } : null,
  ChildMenuItems: children,
});

const data: WorkspaceMenus = {
  workspaces: [
    { WorkspaceID: 1, EntityID: 501, DisplayText: 'Clinics', IsDefault: false },
    { WorkspaceID: 2, EntityID: 502, DisplayText: 'Solar', IsDefault: true },
  ],
  menus: [
    {
      WorkspaceID: 1,
      MenuItem: item(100, 'Menu', 0, undefined, [
        item(120, 'Reports', 2, undefined, [item(121, 'Claims', 1, 'reports/12')]),
        item(110, 'Employee', 1, undefined, [
          item(112, 'Settings', 2, 'employee/settings'),
          item(111, 'Dashboard', 1, 'employee/dashboard'),
        ]),
        item(130, 'Empty role', 3),
      ]),
    },
    {
      WorkspaceID: 2,
      MenuItem: item(200, 'Menu', 0, undefined, [
        item(210, 'Employee', 1, undefined, [item(211, 'Dashboard', 1, '/employee/dashboard')]),
      ]),
    },
  ],
};

describe('workspace navigation', () => {
  it('builds /app/{ViewUri} paths', () => {
    expect(viewPath('customer/dashboard')).toBe('/app/customer/dashboard');
    expect(viewPath('/employee/settings')).toBe('/app/employee/settings');
  });

  it('finds the first item with a view, depth first in display order', () => {
    expect(firstViewItem(data.menus[0]?.MenuItem ?? item(0, '', 0))?.MenuItemID).toBe(111);
  });

  it('makes one avatar entry per workspace and role menu, skipping empty roles', () => {
    const entries = roleMenuEntries(data);
    expect(
      entries.map((entry) => [entry.workspace.DisplayText, entry.roleMenu.DisplayText, entry.path]),
    ).toEqual([
      ['Clinics', 'Employee', '/app/employee/dashboard'],
      ['Clinics', 'Reports', '/app/reports/12'],
      ['Solar', 'Employee', '/app/employee/dashboard'],
    ]);
  });

  it('lands on the default workspace, or the first when none is default', () => {
    expect(defaultEntry(data)?.workspace.WorkspaceID).toBe(2);
    const noDefault = { ...data, workspaces: data.workspaces.map((w) => ({ ...w, IsDefault: false })) };
    expect(defaultEntry(noDefault)?.workspace.WorkspaceID).toBe(1);
    expect(defaultEntry({ workspaces: [], menus: [] })).toBeUndefined();
  });

  it('lists sub-tabs in display order and hides the bar below two', () => {
    const [employee] = roleMenuEntries(data);
    const tabs = subTabs(employee?.roleMenu ?? item(0, '', 0));
    expect(tabs.map((tab) => tab.label)).toEqual(['Dashboard', 'Settings']);
    expect(showsTabBar(tabs)).toBe(true);
    expect(showsTabBar(tabs.slice(0, 1))).toBe(false);
  });

  it('finds the entry of a path, preferring the active workspace', () => {
    const entries = roleMenuEntries(data);
    expect(entryForPath(entries, '/app/employee/dashboard', 2)?.workspace.WorkspaceID).toBe(2);
    expect(entryForPath(entries, '/app/employee/dashboard', 1)?.workspace.WorkspaceID).toBe(1);
    expect(entryForPath(entries, '/app/reports/12', null)?.roleMenu.DisplayText).toBe('Reports');
    expect(entryForPath(entries, '/app/nowhere', 1)).toBeUndefined();
  });

  it('takes /app/Customer/wealth and /app/wealth/{id} as the Investments tab’s page, and nothing else', () => {
    for (const path of ['/app/Customer/wealth', '/app/customer/WEALTH', '/app/wealth/700101']) {
      expect(isTabFor('/app/customer/investments', path)).toBe(true);
      expect(isTabFor('/app/Customer/wealth', path)).toBe(true);
    }
    expect(isTabFor('/app/customer/investments', '/app/wealth/700101/extra')).toBe(false);
    expect(isTabFor('/app/customer/investments', '/app/customer/dashboard')).toBe(false);
    expect(isTabFor('/app/reports/12', '/app/Reports/12')).toBe(true);
  });

  it('lists the pages any workspace shows with a tab bar, not those of a one-tab menu', () => {
    expect(tabBarPages(data)).toEqual(['/app/employee/dashboard', '/app/employee/settings']);
    const oneTabOnly = { ...data, menus: data.menus.filter((menu) => menu.WorkspaceID === 2) };
    expect(tabBarPages(oneTabOnly)).toEqual([]);
  });
});
