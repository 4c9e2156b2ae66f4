import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { logout } from '../../src/session';
import '../sign-up/sign-up.element';
import './login-dialog.element';
import { mountElement, unmountElements } from '../../src/test/mount-element';

afterEach(() => {
  unmountElements();
  logout();
});

describe('<fg-login-dialog> and <fg-sign-up>', () => {
  it('opens a blocking login dialog in the light DOM while signed out', async () => {
    const element = mountElement('<fg-login-dialog></fg-login-dialog>');
    await waitFor(() => expect(element.querySelector('dialog[open]')).not.toBeNull());
    // The dialog renders its content a render after it opens (see Dialog), so wait for the form too.
    await waitFor(() =>
      expect(element.querySelector('input[autocomplete="current-password"]')).not.toBeNull(),
    );
    expect(element.shadowRoot).toBeNull();
    expect(element.querySelector('[part="dialog-close"]')).toBeNull();
  });

  it('refuses an off-site redirect', async () => {
    const element = mountElement('<fg-login-dialog redirect="//evil.example"></fg-login-dialog>');
    await waitFor(() => expect(element.textContent).toContain('redirect must be a path on this site'));
  });

  it('renders the sign-up wizard in the light DOM and refuses an off-site mobile-redirect', async () => {
    const element = mountElement('<fg-sign-up></fg-sign-up>');
    await waitFor(() => expect(element.querySelector('form')).not.toBeNull());
    expect(element.shadowRoot).toBeNull();
    const bad = mountElement('<fg-sign-up mobile-redirect="https://evil.example"></fg-sign-up>');
    await waitFor(() => expect(bad.textContent).toContain('mobile-redirect must be a path on this site'));
  });
});
