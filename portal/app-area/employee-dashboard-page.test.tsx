import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  COVID19_DASHBOARD_ENTITY_ID,
  SIPHO_USERNAME,
  SOLAR_OPERATIONS_ENTITY_ID,
  WORKSPACE_IDS,
} from '../../sandbox/fixtures/ids';
import { setupSandbox } from '../../sandbox/msw';
import { loginSucceeded, logout, session, setActiveWorkspace } from '../../src/session';
import { renderCustomerPage } from '../test/render-customer-page';
import { EmployeeDashboardPage } from './employee-dashboard-page';

const sandbox = setupSandbox();

beforeEach(async () => {
  sessionStorage.clear();
  loginSucceeded({ accessToken: await sandbox.tokenFor(SIPHO_USERNAME), refreshToken: 'x' });
  // As landing on /app leaves it: the default workspace active (its role menu unknown to this test).
  setActiveWorkspace({
    workspaceId: WORKSPACE_IDS.siphoClinics,
    entityId: COVID19_DASHBOARD_ENTITY_ID,
    menuItemId: null,
  });
});
afterEach(() => logout());

describe('<EmployeeDashboardPage>', () => {
  it("is titled with the workspace's name, and switches workspace in place", async () => {
    const user = userEvent.setup();
    const page = renderCustomerPage(EmployeeDashboardPage, '/app/employee/dashboard');
    const title = await screen.findByRole('heading', { level: 1, name: 'Ubuntu Health Clinics' });
    expect(document.title).toContain('Dashboard - Ubuntu Health Clinics');
    expect(await screen.findByTitle('COVID-19 Dashboard')).toBeTruthy();

    const toggle = screen.getByRole('button', { name: 'Switch workspace' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('list', { name: 'Your workspaces' });
    const current = within(list).getByRole('button', { name: /^Ubuntu Health Clinics\W+Employee$/ });
    expect(current.getAttribute('aria-current')).toBe('true');
    expect(
      within(list)
        .getAllByRole('button')
        .map((choice) => choice.textContent),
    ).toEqual([
      'Ubuntu Health Clinics, Employee',
      'Ubuntu Health Clinics, Reports',
      'Karoo Solar Operations, Employee',
      'Karoo Solar Operations, Reports',
    ]);

    // Escape closes the list and gives focus back to the button.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('list', { name: 'Your workspaces' })).toBeNull();
    expect(document.activeElement).toBe(toggle);

    await user.click(toggle);
    await user.click(
      within(screen.getByRole('list', { name: 'Your workspaces' })).getByRole('button', {
        name: /^Karoo Solar Operations\W+Employee$/,
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Karoo Solar Operations' })).toBe(title);
    expect(document.activeElement).toBe(title);
    expect(session.navigation).toMatchObject({
      workspaceId: WORKSPACE_IDS.siphoSolar,
      entityId: SOLAR_OPERATIONS_ENTITY_ID,
    });
    expect(page.path()).toBe('/app/employee/dashboard');
    expect(await screen.findByTitle('Solar Operations Dashboard')).toBeTruthy();
  });
});
