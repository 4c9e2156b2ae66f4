import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp, defineComponent, h } from 'vue';
import { setupSandbox } from '../../sandbox/msw';
import './rate-us.element';
import { mountElement, unmountElements } from '../../src/test/mount-element';
import { rendered } from '../../src/test/rendered';

// Elements default the API to the origin serving them; under test that is the page's.
const sandbox = setupSandbox({ origin: window.location.origin });

afterEach(() => {
  unmountElements();
  vi.restoreAllMocks();
});

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

  /** Chooses a score and sends it; resolves with the SystemIdentifier the sandbox stored. */
  async function rate(element: HTMLElement): Promise<string | undefined> {
    await waitFor(() => expect(inShadow(element, 'input[value="7"]')).not.toBeNull());
    inShadow<HTMLInputElement>(element, 'input[value="7"]')?.click();
    await rendered();
    inShadow<HTMLButtonElement>(element, 'button[type="submit"]')?.click();
    await waitFor(() => expect(sandbox.store.state.records.ratings).toHaveLength(1));
    return sandbox.store.state.records.ratings[0]?.SystemIdentifier;
  }

  it('takes reference, the name frameworks leave alone, as ref', async () => {
    expect(await rate(mountElement('<fg-rate-us reference="VUE-HOST"></fg-rate-us>'))).toBe('VUE-HOST');
  });

  it('sends reference when both are given, and warns of nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const element = mountElement('<fg-rate-us ref="OLD-NAME" reference="NEW-NAME"></fg-rate-us>');
    expect(await rate(element)).toBe('NEW-NAME');
    expect(warn).not.toHaveBeenCalled();
  });

  it('sends ref when reference cannot be used, and says what is wrong with reference', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const element = mountElement('<fg-rate-us ref="GOOD" reference="A&#7;B"></fg-rate-us>');
    expect(await rate(element)).toBe('GOOD');
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('<fg-rate-us> reference="A\u0007B" cannot be used'),
    );
  });

  it('warns when a Vue template kept ref="…" for itself, and sends the placeholder', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const host = document.createElement('div');
    document.body.append(host);
    // What `<fg-rate-us ref="EMAIL-2026-06" @fg-submitted="…">` compiles to; Vue's development build.
    const submitted: unknown[] = [];
    const app = createApp(
      defineComponent({
        render: () =>
          h('fg-rate-us', {
            ref: 'EMAIL-2026-06',
            onFgSubmitted: (event: CustomEvent) => submitted.push(event.detail),
          }),
      }),
    );
    app.mount(host);
    const element = host.querySelector<HTMLElement>('fg-rate-us');
    if (!element) throw new Error('Vue rendered no fg-rate-us');
    await waitFor(() => expect(inShadow(element, 'input[value="7"]')).not.toBeNull());
    // Checked on the first touch, with the API client, off the first paint.
    expect(warn).not.toHaveBeenCalled();
    element.dispatchEvent(new Event('pointerdown'));
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        '<fg-rate-us> has no reference: Vue kept ref="EMAIL-2026-06" as its own template ref, so the tag never saw it. Fix: write reference="EMAIL-2026-06" (see fg-portal\'s docs/frameworks.md).',
      ),
    );
    expect(await rate(element)).toMatch(/^N\/A -\d+$/);
    await waitFor(() => expect(submitted).toHaveLength(1));
    app.unmount();
  });

  it('sends the reference a Vue template gives as reference, and warns of nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const host = document.createElement('div');
    document.body.append(host);
    const app = createApp(defineComponent({ render: () => h('fg-rate-us', { reference: 'VUE-HOST' }) }));
    app.mount(host);
    const element = host.querySelector<HTMLElement>('fg-rate-us');
    if (!element) throw new Error('Vue rendered no fg-rate-us');
    await waitFor(() => expect(inShadow(element, 'input[value="7"]')).not.toBeNull());
    element.dispatchEvent(new Event('pointerdown'));
    expect(await rate(element)).toBe('VUE-HOST');
    expect(warn).not.toHaveBeenCalled();
    app.unmount();
  });

  it("raises fg-failed with the spec's text and the failure's status when the post fails", async () => {
    sandbox.injectFault({ method: 'POST', path: '/v4/api/UserResponse', status: 503 });
    const element = mountElement('<fg-rate-us></fg-rate-us>');
    const failed: CustomEvent[] = [];
    element.addEventListener('fg-failed', (event) => failed.push(event as CustomEvent));
    await waitFor(() => expect(inShadow(element, 'input[value="2"]')).not.toBeNull());
    inShadow<HTMLInputElement>(element, 'input[value="2"]')?.click();
    await rendered();
    inShadow<HTMLButtonElement>(element, 'button[type="submit"]')?.click();
    await waitFor(() => expect(failed).toHaveLength(1));
    // The spec's text, not the server's: "Failure stores no error detail" (spec §8).
    expect(failed[0]?.detail).toEqual({
      message: 'Error: server not found, please try again later.',
      status: 503,
    });
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
