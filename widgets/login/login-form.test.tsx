import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, THANDI_PARTY_ID, THANDI_USERNAME } from '../../sandbox/app';
import { setupSandbox } from '../../sandbox/msw';
import { logout } from '../../src/session';
import { renderInProvider } from '../../src/test/render-in-provider';
import { LoginForm } from './login-form';

setupSandbox();
afterEach(() => {
  logout();
  for (const host of document.querySelectorAll('[data-test-host]')) host.remove();
});

/** An element standing for the buy tag that owns the shadow root the form is drawn in. */
function ownerElement(): HTMLElement {
  const host = document.createElement('div');
  host.dataset.testHost = '';
  document.body.append(host);
  return host;
}

describe('<LoginForm lightDomHost>', () => {
  it("puts a real form with the fields into the owner's light DOM, slotted, and keeps the buttons out of it but Show", () => {
    const host = ownerElement();
    renderInProvider(<LoginForm forgotPasswordHref="/forgot-password" lightDomHost={host} />);
    const form = host.querySelector(':scope > form');
    expect(form?.getAttribute('slot')).toMatch(/^fg-credentials-/);
    expect(form?.getAttribute('autocomplete')).toBe('on');
    expect(form?.querySelector('input[autocomplete="username"]')).not.toBeNull();
    expect(form?.querySelector('input[type="password"][autocomplete="current-password"]')).not.toBeNull();
    expect(document.querySelector(`slot[name="${form?.getAttribute('slot')}"]`)).not.toBeNull();
    // Only the password's own Show toggle (type=button, never a submit) goes with the fields.
    expect([...(form?.querySelectorAll('button') ?? [])].map((button) => button.textContent)).toEqual([
      'Show password',
    ]);
    expect(form?.querySelector('button')?.getAttribute('type')).toBe('button');
    expect(screen.getByRole('button', { name: 'Login' }).closest('form')).toBeNull();
  });

  it('gives two forms on one page ids of their own, so each label names its own field', () => {
    const first = ownerElement();
    const second = ownerElement();
    renderInProvider(
      <>
        <LoginForm forgotPasswordHref="/forgot-password" lightDomHost={first} />
        <LoginForm forgotPasswordHref="/forgot-password" lightDomHost={second} />
      </>,
    );
    const ids = [...document.querySelectorAll('input')].map((input) => input.id);
    expect(new Set(ids).size).toBe(4);
  });

  it('logs in from the button outside the form, and from Enter in a field', async () => {
    const host = ownerElement();
    const onAuthenticated = vi.fn();
    renderInProvider(
      <LoginForm
        forgotPasswordHref="/forgot-password"
        lightDomHost={host}
        onAuthenticated={onAuthenticated}
      />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Username/), THANDI_USERNAME);
    await user.type(screen.getByLabelText(/^Password/), `${DEMO_PASSWORD}{Enter}`);
    await waitFor(() =>
      expect(onAuthenticated).toHaveBeenCalledWith({ partyId: THANDI_PARTY_ID, username: THANDI_USERNAME }),
    );
  });

  it('shows what is missing when Login is pressed on an empty form', async () => {
    const host = ownerElement();
    renderInProvider(<LoginForm forgotPasswordHref="/forgot-password" lightDomHost={host} />);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByLabelText(/^Username/).getAttribute('aria-invalid')).toBe('true'));
  });
});
