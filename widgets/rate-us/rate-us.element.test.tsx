import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupSandbox } from '../../sandbox/msw';
import './rate-us.element';
import { mountElement, unmountElements } from '../../src/test/mount-element';
import { rendered } from '../../src/test/rendered';

// Elements default the API to the origin serving them; under test that is the page's.
const sandbox = setupSandbox({ origin: window.location.origin });

afterEach(unmountElements);

const inShadow = <T extends Element>(element: HTMLElement, selector: string) =>
  element.shadowRoot?.querySelector<T>(selector) ?? null;

describe('<fg-rate-us>', () => {
  it('sends its ref attribute as SystemIdentifier and raises fg-submitted on the host page', async () => {
    const element = mountElement('<fg-rate-us ref="EMAIL-2026-06"></fg-rate-us>');
    const submitted: CustomEvent[] = [];
    document.addEventListener('fg-submitted', (event) => submitted.push(event as CustomEvent));
    await waitFor(() => expect(inShadow(element, 'input[value="6"]')).not.toBeNull());
    inShadow<HTMLInputElement>(element, 'input[value="6"]')?.click();
    await rendered();
    inShadow<HTMLButtonElement>(element, 'button[type="submit"]')?.click();

    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]?.detail).toEqual({
      OptionSelected: 6,
      Comment: '',
      SystemIdentifier: 'EMAIL-2026-06',
      ResponseTypeID: 1,
    });
    expect(submitted[0]?.composed).toBe(true);
    expect(sandbox.store.state.records.ratings[0]?.SystemIdentifier).toBe('EMAIL-2026-06');
  });

  it('raises fg-failed with the message and status when the post fails', async () => {
    sandbox.injectFault({ method: 'POST', path: '/v4/api/UserResponse', status: 503 });
    const element = mountElement('<fg-rate-us></fg-rate-us>');
    const failed: CustomEvent[] = [];
    element.addEventListener('fg-failed', (event) => failed.push(event as CustomEvent));
    await waitFor(() => expect(inShadow(element, 'input[value="2"]')).not.toBeNull());
    inShadow<HTMLInputElement>(element, 'input[value="2"]')?.click();
    await rendered();
    inShadow<HTMLButtonElement>(element, 'button[type="submit"]')?.click();
    await waitFor(() => expect(failed).toHaveLength(1));
    expect(failed[0]?.detail).toEqual({ message: 'An error has occurred.', status: 503 });
    // fg-failed is raised as the post settles; the error text comes with the next render.
    await waitFor(() =>
      expect(element.shadowRoot?.textContent).toContain('Error: server not found, please try again later.'),
    );
  });

  it('explains a script thank-you-url inline instead of starting', async () => {
    const element = mountElement('<fg-rate-us thank-you-url="javascript:alert(1)"></fg-rate-us>');
    await waitFor(() => expect(element.shadowRoot?.textContent).toContain('<fg-rate-us> cannot start'));
    expect(element.shadowRoot?.textContent).toContain('thank-you-url: use an http(s) address');
  });

  // An unusable ref (reference-policy.test.tsx: the same inputs to the element, the component and the page).
  it('starts with a ref it cannot use, and says on the console what is wrong with it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const element = mountElement('<fg-rate-us ref="A&#7;B"></fg-rate-us>');
    await waitFor(() => expect(inShadow(element, 'input[value="6"]')).not.toBeNull());
    expect(element.shadowRoot?.textContent).not.toContain('cannot start');
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        '<fg-rate-us> ref="A\u0007B" cannot be used: use 1 to 100 printable characters (\'N/A -n\' is sent instead). Fix: correct or remove ref.',
      ),
    );
  });
});
