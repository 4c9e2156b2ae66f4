import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COVID19_DASHBOARD_ENTITY_ID, SIPHO_USERNAME, SOLAR_OPERATIONS_ENTITY_ID } from '../../sandbox/app';
import { setupSandbox } from '../../sandbox/msw';
import { loginSucceeded, logout, setActiveWorkspace } from '../../src/session';
import './report-viewer.element';
import { mountElement, unmountElements } from '../../src/test/mount-element';

// Elements default the API to the origin serving them; under test that is the page's.
const sandbox = setupSandbox({ origin: window.location.origin });

beforeEach(async () => {
  loginSucceeded({ accessToken: await sandbox.tokenFor(SIPHO_USERNAME), refreshToken: 'refresh' });
  setActiveWorkspace({ workspaceId: 201, entityId: COVID19_DASHBOARD_ENTITY_ID, menuItemId: null });
});

afterEach(() => {
  unmountElements();
  logout();
});

const frameOf = (element: HTMLElement) => element.shadowRoot?.querySelector('iframe') ?? null;

describe('<fg-report-viewer>', () => {
  it("frames the report for the signed-in user's active workspace and raises fg-loaded", async () => {
    const element = mountElement('<fg-report-viewer report-id="12"></fg-report-viewer>');
    const loaded: CustomEvent[] = [];
    element.addEventListener('fg-loaded', (event) => loaded.push(event as CustomEvent));
    await waitFor(() => expect(frameOf(element)?.title).toBe('Claims Overview'));
    expect(frameOf(element)?.getAttribute('src')).toContain(`entity=${COVID19_DASHBOARD_ENTITY_ID}`);
    // fg-loaded is raised from an effect, just after the render that shows the frame.
    await waitFor(() => expect(loaded[0]?.detail).toMatchObject({ Name: 'Claims Overview' }));
  });

  it('takes the entity from its entity-id attribute and follows attribute changes', async () => {
    const element = mountElement(
      `<fg-report-viewer report-id="21" entity-id="${SOLAR_OPERATIONS_ENTITY_ID}"></fg-report-viewer>`,
    );
    await waitFor(() => expect(frameOf(element)?.title).toBe('Energy Output'));
    element.setAttribute('report-id', '22');
    await waitFor(() => expect(frameOf(element)?.title).toBe('Maintenance Log'));
    expect(frameOf(element)?.getAttribute('src')).toContain(`entity=${SOLAR_OPERATIONS_ENTITY_ID}`);
  });

  it.each([
    ['without a report-id', '<fg-report-viewer></fg-report-viewer>', 'report-id:'],
    [
      'with a report-id that is not a number',
      '<fg-report-viewer report-id="12abc"></fg-report-viewer>',
      'report-id must be a positive whole number',
    ],
    [
      'with a bad entity-id',
      '<fg-report-viewer report-id="12" entity-id="-1"></fg-report-viewer>',
      'entity-id must be a positive whole number',
    ],
  ])('explains itself inline %s', async (_, html, message) => {
    const element = mountElement(html);
    await waitFor(() => expect(element.shadowRoot?.textContent).toContain('<fg-report-viewer> cannot start'));
    expect(element.shadowRoot?.textContent).toContain(message);
  });
});
