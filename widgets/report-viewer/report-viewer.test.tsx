import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http, type JsonBodyType } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COVID19_DASHBOARD_ENTITY_ID, SIPHO_USERNAME, SOLAR_OPERATIONS_ENTITY_ID } from '../../sandbox/app';
import { setupSandbox } from '../../sandbox/msw';
import { createConfig } from '../../src/config';
import { WidgetProvider } from '../../src/react/widget-provider';
import { loginSucceeded, logout, sessionAuthPort, setActiveWorkspace } from '../../src/session';
import { headerOf } from '../../src/test/header-of';
import { renderInProvider, TEST_ORIGIN } from '../../src/test/render-in-provider';
import { ReportViewer } from './report-viewer';

const sandbox = setupSandbox();

beforeEach(async () => {
  loginSucceeded({ accessToken: await sandbox.tokenFor(SIPHO_USERNAME), refreshToken: 'refresh' });
  setActiveWorkspace({ workspaceId: 201, entityId: COVID19_DASHBOARD_ENTITY_ID, menuItemId: null });
});
afterEach(() => logout());

const ERROR = 'Could not load dashboard - contact support';
// The page (localhost:3000) and the API (localhost) differ in origin, so the browser may send a preflight first.
const reportCalls = () =>
  sandbox.received
    .list()
    .filter((entry) => entry.method === 'GET' && entry.path.startsWith('/v5/api/reports/'));
const frame = () =>
  waitFor(() => {
    const iframe = document.querySelector('iframe');
    if (!iframe) throw new Error('no frame yet');
    return iframe;
  });
const viewAnswer = (body: JsonBodyType) =>
  sandbox.server.use(
    http.get(`${TEST_ORIGIN}/v5/api/reports/:reportId/entity/:entityId`, () => HttpResponse.json(body)),
  );

describe('<ReportViewer>', () => {
  it("says 'Loading Report...', then frames the report (height 700, lazy) titled with its name", async () => {
    renderInProvider(<ReportViewer reportId={12} />);
    expect(screen.getByRole('status').textContent).toContain('Loading Report...');
    const iframe = await frame();
    expect(iframe.title).toBe('Claims Overview');
    expect(iframe.getAttribute('src')).toBe(
      `${TEST_ORIGIN}/sandbox-reports/12.html?entity=${COVID19_DASHBOARD_ENTITY_ID}`,
    );
    expect(iframe.getAttribute('height')).toBe('700');
    expect(iframe.getAttribute('loading')).toBe('lazy');
    expect(screen.queryByText('Loading Report...')).toBeNull();
  });

  it("asks for the report and the active workspace's EntityID with the user's token", async () => {
    renderInProvider(<ReportViewer reportId={14} />);
    await frame();
    const [call] = reportCalls();
    expect(call?.path).toBe(`/v5/api/reports/14/entity/${COVID19_DASHBOARD_ENTITY_ID}`);
    expect(headerOf(call?.headers, 'authorization')).toMatch(/^Bearer /);
  });

  it('lets an entity-id override the active workspace', async () => {
    renderInProvider(<ReportViewer reportId={21} entityId={SOLAR_OPERATIONS_ENTITY_ID} />);
    expect((await frame()).getAttribute('src')).toContain(`entity=${SOLAR_OPERATIONS_ENTITY_ID}`);
  });

  it('refetches when the report or the active workspace changes', async () => {
    const view = renderInProvider(<ReportViewer reportId={12} />);
    expect((await frame()).title).toBe('Claims Overview');
    view.rerender(<ReportViewer reportId={14} />);
    await waitFor(async () => expect((await frame()).title).toBe('Membership Summary'));
    act(() =>
      setActiveWorkspace({ workspaceId: 202, entityId: SOLAR_OPERATIONS_ENTITY_ID, menuItemId: null }),
    );
    await waitFor(async () =>
      expect((await frame()).getAttribute('src')).toContain(`entity=${SOLAR_OPERATIONS_ENTITY_ID}`),
    );
    expect(reportCalls().map((call) => call.path)).toEqual([
      `/v5/api/reports/12/entity/${COVID19_DASHBOARD_ENTITY_ID}`,
      `/v5/api/reports/14/entity/${COVID19_DASHBOARD_ENTITY_ID}`,
      `/v5/api/reports/14/entity/${SOLAR_OPERATIONS_ENTITY_ID}`,
    ]);
  });

  it('appends the chosen Date Range to the address', async () => {
    renderInProvider(<ReportViewer reportId={12} />);
    const iframe = await frame();
    const dropdown = screen.getByRole('combobox', { name: 'Date Range' });
    expect([...dropdown.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Default range',
      'Last 7 days',
      'Last 30 days',
      'Year to date',
    ]);
    await userEvent.selectOptions(dropdown, 'Last 30 days');
    expect(iframe.getAttribute('src')).toBe(
      `${TEST_ORIGIN}/sandbox-reports/12.html?entity=${COVID19_DASHBOARD_ENTITY_ID}&dateRange=30d`,
    );
    await userEvent.selectOptions(dropdown, 'Default range');
    expect(iframe.getAttribute('src')).toBe(
      `${TEST_ORIGIN}/sandbox-reports/12.html?entity=${COVID19_DASHBOARD_ENTITY_ID}`,
    );
  });

  it("titles the frame 'Dashboard' when the report has no name, and offers no dropdown without ranges", async () => {
    viewAnswer({ Name: null, Url: 'https://reports.example.co.za/view/1', Data: null });
    renderInProvider(<ReportViewer reportId={12} />);
    expect((await frame()).title).toBe('Dashboard');
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('tells the host what it loaded', async () => {
    const onLoaded = vi.fn();
    renderInProvider(
      <ReportViewer reportId={22} entityId={SOLAR_OPERATIONS_ENTITY_ID} onLoaded={onLoaded} />,
    );
    await frame();
    // Hosts hear of it from an effect, just after the render.
    await waitFor(() => expect(onLoaded).toHaveBeenCalledTimes(1));
    expect(onLoaded).toHaveBeenCalledWith({
      Name: 'Maintenance Log',
      Url: `${TEST_ORIGIN}/sandbox-reports/22.html?entity=${SOLAR_OPERATIONS_ENTITY_ID}`,
    });
  });

  it.each([
    ['a javascript: address', 'javascript:alert(document.domain)'],
    ['a data: address', 'data:text/html,<script>alert(1)</script>'],
    ['a relative address', '/sandbox-reports/12.html'],
    ['no address at all', ''],
  ])('refuses to frame %s and shows the error', async (_, Url) => {
    viewAnswer({ Name: 'Sneaky', Url, Data: [] });
    const onFailed = vi.fn();
    renderInProvider(<ReportViewer reportId={12} onFailed={onFailed} />);
    expect((await screen.findByRole('alert')).textContent).toBe(ERROR);
    expect(document.querySelector('iframe')).toBeNull();
    await waitFor(() => expect(onFailed).toHaveBeenCalledWith({ message: ERROR, status: 500 }));
  });

  it.each([
    ['an unknown report', 99, undefined, 404],
    ["another party's entity", 12, 999, 403],
  ])('shows the error for %s and tells the host', async (_, reportId, entityId, status) => {
    const onFailed = vi.fn();
    renderInProvider(<ReportViewer reportId={reportId} entityId={entityId} onFailed={onFailed} />);
    expect((await screen.findByRole('alert')).textContent).toBe(ERROR);
    await waitFor(() => expect(onFailed).toHaveBeenCalledWith(expect.objectContaining({ status })));
  });

  it('shows the error when the server fails, without asking again', async () => {
    sandbox.injectFault({ path: '/v5/api/reports/**', status: 500 });
    renderInProvider(<ReportViewer reportId={12} />);
    expect((await screen.findByRole('alert')).textContent).toBe(ERROR);
    expect(reportCalls()).toHaveLength(1);
  });

  it("never lets a frame on the page's own origin run scripts with same-origin access", async () => {
    viewAnswer({ Name: 'Own origin', Url: `${window.location.origin}/sandbox-reports/12.html`, Data: [] });
    renderInProvider(<ReportViewer reportId={12} />);
    const tokens = (await frame()).getAttribute('sandbox')?.split(/\s+/) ?? [];
    expect(tokens).toContain('allow-scripts');
    expect(tokens).not.toContain('allow-same-origin');
    expect(tokens).not.toContain('allow-top-navigation');
  });

  it('gives a report service on another origin scripts and its own origin, never top navigation', async () => {
    viewAnswer({ Name: 'Power BI', Url: 'https://app.powerbi.com/view?r=abc', Data: [] });
    renderInProvider(<ReportViewer reportId={12} />);
    const tokens = (await frame()).getAttribute('sandbox')?.split(/\s+/) ?? [];
    expect(tokens).toEqual(expect.arrayContaining(['allow-scripts', 'allow-same-origin']));
    expect(tokens.some((token) => token.startsWith('allow-top-navigation'))).toBe(false);
  });

  it('needs no query cache from its host', async () => {
    render(
      <WidgetProvider config={createConfig(TEST_ORIGIN)} auth={sessionAuthPort}>
        <ReportViewer reportId={12} />
      </WidgetProvider>,
    );
    expect((await frame()).title).toBe('Claims Overview');
  });

  it('shows the error without calling the API when no workspace is active', async () => {
    logout();
    renderInProvider(<ReportViewer reportId={12} />);
    expect((await screen.findByRole('alert')).textContent).toBe(ERROR);
    expect(reportCalls()).toHaveLength(0);
  });
});
