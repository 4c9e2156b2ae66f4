import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { THANDI_USERNAME } from '../../sandbox/app';
import { setupSandbox } from '../../sandbox/msw';
import './buy-secured-investment.element';
import { loginSucceeded, logout } from '../../src/session';
import { mountElement, unmountElements } from '../../src/test/mount-element';

// Elements default the API to the origin serving them; under test that is the page's.
const sandbox = setupSandbox({ origin: window.location.origin });

afterEach(() => {
  sandbox.server.events.removeAllListeners();
  unmountElements();
  logout();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

const loginDialogs = () => document.querySelectorAll<HTMLElement>('fg-login-dialog');
const stepHeading = (element: HTMLElement) => element.shadowRoot?.querySelector('h3')?.textContent;
const signInHeading = (element: HTMLElement) =>
  element.shadowRoot?.querySelector('[part="sign-in"] h2')?.textContent ?? undefined;
const lightForm = (element: HTMLElement) => element.querySelector(':scope > form');
const button = (element: HTMLElement, name: string) =>
  [...(element.shadowRoot?.querySelectorAll('button') ?? [])].find((found) => found.textContent === name);

describe('<fg-buy-secured-investment>', () => {
  it('signed out, signs in inside its own shadow root (fields slotted from its light DOM), nothing on the body, and carries on once signed in', async () => {
    const lists: string[] = [];
    sandbox.server.events.on('request:start', ({ request }) => {
      const { pathname } = new URL(request.url);
      if (/SourceOfFunds|ProductSubTypeAttributes/.test(pathname)) lists.push(pathname);
    });
    const element = mountElement('<fg-buy-secured-investment></fg-buy-secured-investment>');
    const bodyBefore = document.body.children.length;
    // The sign-in step is a chunk of its own, fetched on first use.
    await waitFor(() => expect(signInHeading(element)).toBe('Login'), { timeout: 5000 });
    await waitFor(() => expect(lightForm(element)).not.toBeNull());
    expect(lightForm(element)?.querySelector('input[autocomplete="current-password"]')).not.toBeNull();
    const slot = element.shadowRoot?.querySelector('slot');
    expect(slot?.getAttribute('name')).toBe(lightForm(element)?.getAttribute('slot'));
    const forgot = [...(element.shadowRoot?.querySelectorAll('a') ?? [])].find((link) =>
      link.textContent?.includes('Forgot your password?'),
    );
    expect(forgot?.getAttribute('href')).toBe('/forgot-password');
    expect(loginDialogs()).toHaveLength(0);
    expect(document.body.children.length).toBe(bodyBefore);
    // The wizard waits underneath, hidden, at its first step.
    await waitFor(() => expect(stepHeading(element)).toBe('Step 1 of 5: Investment details'));
    expect(
      stepHeading(element) && element.shadowRoot?.querySelector('h3')?.closest('[hidden]'),
    ).not.toBeNull();

    loginSucceeded({ accessToken: await sandbox.tokenFor(THANDI_USERNAME), refreshToken: 'x' });
    await waitFor(() => expect(lightForm(element)).toBeNull());
    expect(signInHeading(element)).toBeUndefined();
    expect(element.shadowRoot?.querySelector('h3')?.closest('[hidden]')).toBeNull();
    expect(stepHeading(element)).toBe('Step 1 of 5: Investment details');
    // Its first step's lists are everyone's: read once, not again for the customer who signed in.
    expect(lists.toSorted()).toEqual([
      '/v5/api/Lookups/SourceOfFunds',
      '/v5/api/ProductSubTypes/13/ProductSubTypeAttributes',
    ]);
  });

  it('signed out, Cancel folds the sign-in away, fires fg-cancelled and offers it again', async () => {
    const element = mountElement('<fg-buy-secured-investment></fg-buy-secured-investment>');
    const cancelled: Event[] = [];
    element.addEventListener('fg-cancelled', (event) => cancelled.push(event));
    await waitFor(() => expect(button(element, 'Cancel')).toBeDefined(), { timeout: 5000 });
    button(element, 'Cancel')?.click();
    await waitFor(() => expect(cancelled).toHaveLength(1));
    await waitFor(() => expect(lightForm(element)).toBeNull());
    button(element, 'Log in to buy')?.click();
    await waitFor(() => expect(lightForm(element)).not.toBeNull());
  });

  it('signed in, shows no dialog, and Cancel purchase leads to the platform or the return-url', async () => {
    loginSucceeded({ accessToken: await sandbox.tokenFor(THANDI_USERNAME), refreshToken: 'x' });
    const element = mountElement(
      '<fg-buy-secured-investment return-url="/app/customer/dashboard"></fg-buy-secured-investment>',
    );
    const back = () =>
      [...(element.shadowRoot?.querySelectorAll('a') ?? [])].find(
        (link) => link.textContent === 'Cancel purchase',
      );
    await waitFor(() => expect(back()?.getAttribute('href')).toBe('/app/customer/dashboard'));
    expect(loginDialogs()).toHaveLength(0);
  });

  it('refuses a return-url that leaves the site, with the inline message and no Cancel purchase link to it', async () => {
    const element = mountElement(
      '<fg-buy-secured-investment return-url="https://evil.example/"></fg-buy-secured-investment>',
    );
    await waitFor(() =>
      expect(element.shadowRoot?.textContent).toContain('return-url must be a path on this site'),
    );
    expect(element.shadowRoot?.querySelector('a[href^="https://evil"]')).toBeNull();
  });
});
