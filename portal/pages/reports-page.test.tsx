import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { COVID19_DASHBOARD_ENTITY_ID, SIPHO_USERNAME } from '../../sandbox/app';
import { setupSandbox } from '../../sandbox/msw';
import { loginSucceeded, logout, setActiveWorkspace } from '../../src/session';
import { renderPage } from '../test/render-page';
import { ReportsPage } from './reports-page';

const sandbox = setupSandbox();

beforeEach(async () => {
  loginSucceeded({ accessToken: await sandbox.tokenFor(SIPHO_USERNAME), refreshToken: 'refresh' });
  setActiveWorkspace({ workspaceId: 201, entityId: COVID19_DASHBOARD_ENTITY_ID, menuItemId: null });
});
afterEach(() => logout());

const page = <Route path="/app/reports/:reportId" component={ReportsPage} />;

describe('/app/reports/:reportId', () => {
  it("frames the report for the active workspace and takes the report's name as heading and title", async () => {
    renderPage(page, '/app/reports/12');
    screen.getByText('Loading Report...');
    await screen.findByRole('heading', { level: 1, name: 'Claims Overview' });
    // The title follows the name the viewer reports from an effect, a render after the heading.
    await waitFor(() => expect(document.title).toBe('Claims Overview | FG Portal'));
    const frame = screen.getByTitle('Claims Overview');
    expect(frame.getAttribute('src')).toContain(
      `/sandbox-reports/12.html?entity=${COVID19_DASHBOARD_ENTITY_ID}`,
    );
  });

  it.each(['abc', '0', '12345678901'])(
    'shows the report error for the report id %j without calling the API',
    (id) => {
      renderPage(page, `/app/reports/${id}`);
      expect(screen.getByRole('alert').textContent).toBe('Could not load dashboard - contact support');
      expect(sandbox.received.list()).toHaveLength(0);
    },
  );
});
