import { describe, expect, it } from 'vitest';
import {
  COVID19_DASHBOARD_ENTITY_ID,
  SIPHO_PARTY_ID,
  SIPHO_USERNAME,
  SOLAR_OPERATIONS_ENTITY_ID,
  THANDI_PARTY_ID,
  THANDI_USERNAME,
  WORKSPACE_IDS,
} from '../fixtures/ids';
import type { Menu, Workspace } from '../model/workspace';
import { testSandbox } from '../testing/api-client';

describe('workspaces, menus and reports', () => {
  it('gives Sipho two workspaces, one default, one with the covid-19 entity', async () => {
    const { api } = testSandbox();
    const token = await api.tokenOf(SIPHO_USERNAME);
    const { body } = await api.get<Workspace[]>(`/v5/api/Parties/${SIPHO_PARTY_ID}/workspaces`, { token });
    expect(body.map((workspace) => [workspace.WorkspaceID, workspace.EntityID, workspace.IsDefault])).toEqual(
      [
        [WORKSPACE_IDS.siphoClinics, COVID19_DASHBOARD_ENTITY_ID, true],
        [WORKSPACE_IDS.siphoSolar, SOLAR_OPERATIONS_ENTITY_ID, false],
      ],
    );
    expect(body[0]?.ClientType).toEqual({ ClientTypeID: 2, Description: 'Employer', Code: 'EMPLOYER' });
  });

  it('serves role menus whose child items carry the view addresses', async () => {
    const { api } = testSandbox();
    const token = await api.tokenOf(SIPHO_USERNAME);
    const { body } = await api.get<Menu>(
      `/V5/api/workspaces/${WORKSPACE_IDS.siphoClinics}/workspacemenuitems`,
      { token },
    );
    expect(body.WorkspaceID).toBe(WORKSPACE_IDS.siphoClinics);
    const roles = body.MenuItem.ChildMenuItems;
    expect(roles.map((role) => role.DisplayText)).toEqual(['Employee', 'Reports']);
    expect(roles.map((role) => role.ChildMenuItems.map((item) => item.ViewInstance?.ViewUri))).toEqual([
      ['employee/dashboard', 'employee/settings'],
      ['reports/12', 'reports/14'],
    ]);
  });

  it("gives a customer one workspace whose first tab is the customer dashboard, and refuses another's workspace", async () => {
    const { api } = testSandbox();
    const token = await api.tokenOf(THANDI_USERNAME);
    const workspaces = await api.get<Workspace[]>(`/v5/api/Parties/${THANDI_PARTY_ID}/workspaces`, { token });
    expect(workspaces.body).toHaveLength(1);
    const menu = await api.get<Menu>(`/v5/api/workspaces/${WORKSPACE_IDS.thandi}/workspacemenuitems`, {
      token,
    });
    expect(menu.body.MenuItem.ChildMenuItems[0]?.ChildMenuItems[0]?.ViewInstance?.ViewUri).toBe(
      'customer/dashboard',
    );
    expect(
      (await api.get(`/v5/api/workspaces/${WORKSPACE_IDS.siphoSolar}/workspacemenuitems`, { token })).status,
    ).toBe(403);
    expect((await api.get('/v5/api/workspaces/9/workspacemenuitems', { token })).status).toBe(404);
    expect((await api.get(`/v5/api/Parties/${SIPHO_PARTY_ID}/workspaces`, { token })).status).toBe(403);
  });

  it('returns a report view address that serves an accessible page, with date range options', async () => {
    const { api, sandbox } = testSandbox();
    const token = await api.tokenOf(SIPHO_USERNAME);
    const { body } = await api.get<{ Name: string; Url: string; Data: { Key: string; Value: string }[] }>(
      `/v5/api/reports/12/entity/${COVID19_DASHBOARD_ENTITY_ID}`,
      { token },
    );
    expect(body.Name).toBe('Claims Overview');
    expect(body.Url).toBe(`http://localhost/sandbox-reports/12.html?entity=${COVID19_DASHBOARD_ENTITY_ID}`);
    expect(body.Data.map((option) => option.Key)).toEqual(['Last 7 days', 'Last 30 days', 'Year to date']);
    const page = await sandbox.app.request(`${body.Url}${body.Data[1]?.Value}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<title>Claims Overview</title>');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Last 30 days');
  });

  it('addresses report pages on the configured origin, never on the Host header', async () => {
    const { api } = testSandbox({ publicOrigin: 'https://portal.fg.example' });
    const { body, text } = await api.get<{ Url: string }>(
      `/v5/api/reports/12/entity/${COVID19_DASHBOARD_ENTITY_ID}`,
      {
        token: await api.tokenOf(SIPHO_USERNAME),
        origin: 'http://evil.example',
        headers: { host: 'evil.example' },
      },
    );
    expect(body.Url).toBe(
      `https://portal.fg.example/sandbox-reports/12.html?entity=${COVID19_DASHBOARD_ENTITY_ID}`,
    );
    expect(text).not.toContain('evil.example');
  });

  it("refuses reports for an entity outside the user's workspaces, and unknown reports", async () => {
    const { api } = testSandbox();
    const token = await api.tokenOf(THANDI_USERNAME);
    expect(
      (await api.get(`/v5/api/reports/12/entity/${COVID19_DASHBOARD_ENTITY_ID}`, { token })).status,
    ).toBe(403);
    const sipho = await api.tokenOf(SIPHO_USERNAME);
    expect(
      (await api.get(`/v5/api/reports/77/entity/${COVID19_DASHBOARD_ENTITY_ID}`, { token: sipho })).status,
    ).toBe(404);
  });
});
