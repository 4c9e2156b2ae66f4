import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setupSandbox } from '../../sandbox/msw';
import './tfsa-switch.element';
import { mountElement, unmountElements } from '../../src/test/mount-element';

// Elements default the API to the origin serving them; under test that is the page's.
setupSandbox({ origin: window.location.origin });
afterEach(() => {
  unmountElements();
  window.history.replaceState(null, '', '/');
});

const text = (element: HTMLElement) => element.shadowRoot?.textContent ?? '';

describe('<fg-tfsa-switch>: its reference parsed at the element’s edge', () => {
  it('says a damaged reference attribute makes the link unusable, as the same value in the query does', async () => {
    const element = mountElement('<fg-tfsa-switch reference="&quot;&gt;&lt;script&gt;"></fg-tfsa-switch>');
    await waitFor(() => expect(text(element)).toContain("This link's reference is not valid."));
    expect(text(element)).not.toContain('cannot start');

    unmountElements();
    window.history.replaceState(null, '', `/?reference=${encodeURIComponent('"><script>')}`);
    const fromQuery = mountElement('<fg-tfsa-switch></fg-tfsa-switch>');
    await waitFor(() => expect(text(fromQuery)).toContain("This link's reference is not valid."));
  });

  it('prefers its own reference to the query’s, and takes the query’s when it has none', async () => {
    // The token always comes from the page's query, as the e-mail's URL carries it.
    window.history.replaceState(null, '', `/?reference=TFS-2026-000099&token=${'t'.repeat(43)}`);
    const own = mountElement('<fg-tfsa-switch reference="TFS-2026-000042"></fg-tfsa-switch>');
    await waitFor(() => expect(text(own)).toContain('TFS-2026-000042'));
    expect(text(own)).not.toContain('TFS-2026-000099');

    unmountElements();
    const fromQuery = mountElement('<fg-tfsa-switch></fg-tfsa-switch>');
    await waitFor(() => expect(text(fromQuery)).toContain('TFS-2026-000099'));
  });
});
