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
  unmountElements();
  logout();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

const loginDialogs = () => document.querySelectorAll<HTMLElement>('fg-login-dialog');
const stepHeading = (element: HTMLElement) => element.shadowRoot?.querySelector('h3')?.textContent;

describe('<fg-buy-secured-investment>', () => {
  it('signed out, puts the page’s blocking login dialog over the product (with the tag’s nonce) and removes it once signed in', async () => {
    const element = mountElement('<fg-buy-secured-investment nonce="abc123"></fg-buy-secured-investment>');
    await waitFor(() => expect(loginDialogs()).toHaveLength(1));
    const dialog = loginDialogs()[0];
    expect(dialog?.getAttribute('forgot-password-href')).toBe('/forgot-password');
    expect(dialog?.nonce).toBe('abc123');
    await waitFor(() => expect(stepHeading(element)).toBe('Step 1 of 7: Investment details'));

    loginSucceeded({ accessToken: await sandbox.tokenFor(THANDI_USERNAME), refreshToken: 'x' });
    await waitFor(() => expect(loginDialogs()).toHaveLength(0));
    expect(stepHeading(element)).toBe('Step 1 of 7: Investment details');
  });

  it('signed in, shows no dialog, and Back leads to the platform or the return-url', async () => {
    loginSucceeded({ accessToken: await sandbox.tokenFor(THANDI_USERNAME), refreshToken: 'x' });
    const element = mountElement(
      '<fg-buy-secured-investment return-url="/app/customer/dashboard"></fg-buy-secured-investment>',
    );
    const back = () =>
      [...(element.shadowRoot?.querySelectorAll('a') ?? [])].find((link) => link.textContent === 'Back');
    await waitFor(() => expect(back()?.getAttribute('href')).toBe('/app/customer/dashboard'));
    expect(loginDialogs()).toHaveLength(0);
  });

  it('refuses a return-url that leaves the site, with the inline message and no Back link to it', async () => {
    const element = mountElement(
      '<fg-buy-secured-investment return-url="https://evil.example/"></fg-buy-secured-investment>',
    );
    await waitFor(() =>
      expect(element.shadowRoot?.textContent).toContain('return-url must be a path on this site'),
    );
    expect(element.shadowRoot?.querySelector('a[href^="https://evil"]')).toBeNull();
  });
});
