import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setupSandbox } from '../../sandbox/msw';
import './contact-form.element';
import { mountElement, unmountElements } from '../../src/test/mount-element';
import { rendered } from '../../src/test/rendered';

// Elements default the API to the origin serving them; under test that is the page's.
const sandbox = setupSandbox({ origin: window.location.origin });

afterEach(unmountElements);

function type(input: HTMLInputElement | null | undefined, value: string) {
  if (!input) throw new Error('no input');
  fireEvent.input(input, { target: { value } });
}

describe('<fg-contact-form>', () => {
  it('heads the form with its product attribute and posts it, raising fg-submitted', async () => {
    const element = mountElement('<fg-contact-form product="Settlement Trusts"></fg-contact-form>');
    const submitted: CustomEvent[] = [];
    document.addEventListener('fg-submitted', (event) => submitted.push(event as CustomEvent));
    const root = () => element.shadowRoot;
    await waitFor(() => expect(root()?.querySelector('h2')?.textContent).toBe('Settlement Trusts'));
    type(root()?.querySelector<HTMLInputElement>('input[name="ContactNo"]'), '011 555 0100');
    await rendered();
    root()?.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();

    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]?.detail).toMatchObject({ ContactNo: '011 555 0100', Product: 'Settlement Trusts' });
    // fg-submitted is raised as the post resolves; the success text comes with the next render.
    await waitFor(() => expect(root()?.textContent).toContain('Your request was submitted successfully'));
    expect(sandbox.store.state.records.contactRequests[0]?.Product).toBe('Settlement Trusts');
  });

  it('explains a product name it cannot use inline instead of starting', async () => {
    const element = mountElement(`<fg-contact-form product="${'x'.repeat(101)}"></fg-contact-form>`);
    await waitFor(() => expect(element.shadowRoot?.textContent).toContain('<fg-contact-form> cannot start'));
    expect(element.shadowRoot?.textContent).toContain('product: use at most 100 printable characters');
  });
});
