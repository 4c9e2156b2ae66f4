import { describe, expect, it } from 'vitest';
import type { MenuNode, WorkspaceMenus } from '../../src/domain/workspace-navigation';
import { bottomNavModel, MOST_ITEMS } from './bottom-nav-items';

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

const role = (id: number, text: string, tabs: [string, string][]) =>
  item(
    id,
    text,
    1,
    undefined,
    tabs.map(([label, viewUri], index) => item(id + index + 1, label, index + 1, viewUri)),
  );

/** The sandbox's customer menu (spec §3 menu items): the five sections, in the API's words. */
const CUSTOMER_TABS: [string, string][] = [
  ['Dashboard', 'customer/dashboard'],
  ['Investments', 'customer/investments'],
  ['Employee Benefits', 'customer/employee-benefits'],
  ['Ventures', 'customer/ventures'],
  ['Wills and Trusts', 'customer/wills-and-trusts'],
];

const customer: WorkspaceMenus = {
  workspaces: [{ WorkspaceID: 7, EntityID: 70, DisplayText: 'My Portfolio', IsDefault: true }],
  menus: [
    { WorkspaceID: 7, MenuItem: item(700, 'Menu', 0, undefined, [role(710, 'Customer', CUSTOMER_TABS)]) },
  ],
};

const employee: WorkspaceMenus = {
  workspaces: [
    { WorkspaceID: 1, EntityID: 10, DisplayText: 'Clinics', IsDefault: true },
    { WorkspaceID: 2, EntityID: 20, DisplayText: 'Solar', IsDefault: false },
  ],
  menus: [
    {
      WorkspaceID: 1,
      MenuItem: item(100, 'Menu', 0, undefined, [
        role(110, 'Employee', [
          ['Dashboard', 'employee/dashboard'],
          ['Settings', 'employee/settings'],
        ]),
        role(120, 'Reports', [
          ['Claims Overview', 'reports/12'],
          ['Membership Summary', 'reports/14'],
        ]),
      ]),
    },
    {
      WorkspaceID: 2,
      MenuItem: item(200, 'Menu', 0, undefined, [role(210, 'Solar only', [['Output', 'reports/21']])]),
    },
  ],
};

const noActive = { workspaceId: null, menuItemId: null };

describe('bottomNavModel', () => {
  it("shows the customer menu's five sections with DESIGN's short labels, the page's own marked current", () => {
    const model = bottomNavModel(customer, '/app/customer/ventures', noActive);
    expect(model?.label).toBe('My Portfolio: Customer');
    expect(model?.items).toEqual([
      { href: '/app/customer/dashboard', label: 'Home', icon: 'home', current: false },
      { href: '/app/customer/investments', label: 'Invest', icon: 'invest', current: false },
      { href: '/app/customer/employee-benefits', label: 'Benefits', icon: 'benefits', current: false },
      { href: '/app/customer/ventures', label: 'Ventures', icon: 'ventures', current: true },
      { href: '/app/customer/wills-and-trusts', label: 'Wills', icon: 'wills', current: false },
    ]);
    expect(model?.more).toEqual([]);
  });

  it('keeps Invest current on a product page and on /app/Customer/wealth, as the tab bar does', () => {
    const current = (path: string) =>
      bottomNavModel(customer, path, noActive)?.items.find((entry) => entry.current)?.label;
    expect(current('/app/wealth/700101')).toBe('Invest');
    expect(current('/app/Customer/wealth')).toBe('Invest');
  });

  it('stays on the profile page, with nothing current: the menu the session last used, else the default', () => {
    const profile = bottomNavModel(customer, '/app/profile', noActive);
    expect(profile?.items.map((entry) => entry.label)).toEqual([
      'Home',
      'Invest',
      'Benefits',
      'Ventures',
      'Wills',
    ]);
    expect(profile?.items.some((entry) => entry.current)).toBe(false);

    const reports = bottomNavModel(employee, '/app/profile', { workspaceId: 1, menuItemId: 120 });
    expect(reports?.label).toBe('Clinics: Reports');
    expect(bottomNavModel(employee, '/app/editprofile', noActive)?.label).toBe('Clinics: Employee');
  });

  it("shows an employee workspace's destinations in the menu's own words (no invented sections)", () => {
    const model = bottomNavModel(employee, '/app/employee/settings', noActive);
    expect(model?.label).toBe('Clinics: Employee');
    expect(model?.items).toEqual([
      { href: '/app/employee/dashboard', label: 'Dashboard', icon: 'home', current: false },
      { href: '/app/employee/settings', label: 'Settings', icon: 'settings', current: true },
    ]);
    expect(bottomNavModel(employee, '/app/reports/14', noActive)?.items.map((entry) => entry.icon)).toEqual([
      'report',
      'report',
    ]);
  });

  it('shows no bar where the tab bar shows none: a menu of one destination', () => {
    expect(bottomNavModel(employee, '/app/reports/21', { workspaceId: 2, menuItemId: 210 })).toBeNull();
    expect(bottomNavModel({ workspaces: [], menus: [] }, '/app/profile', noActive)).toBeNull();
  });

  it(`puts four in the bar and the rest behind "More" when a menu has more than ${MOST_ITEMS}`, () => {
    const seven: WorkspaceMenus = {
      ...customer,
      menus: [
        {
          WorkspaceID: 7,
          MenuItem: item(700, 'Menu', 0, undefined, [
            role(710, 'Customer', [
              ...CUSTOMER_TABS,
              ['Accounts', 'customer/accounts'],
              ['Help', 'customer/help'],
            ]),
          ]),
        },
      ],
    };
    const model = bottomNavModel(seven, '/app/customer/accounts', noActive);
    expect(model?.items.map((entry) => entry.label)).toEqual(['Home', 'Invest', 'Benefits', 'Ventures']);
    expect(model?.more.map((entry) => [entry.label, entry.icon, entry.current])).toEqual([
      ['Wills', 'wills', false],
      ['Accounts', 'page', true],
      ['Help', 'page', false],
    ]);
  });
});
