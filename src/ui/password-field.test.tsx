import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { PasswordField } from './password-field';

/** The password input: a password-type input is no textbox, so it is found by its label. */
const passwordInput = () => screen.getByLabelText('Password', { selector: 'input' }) as HTMLInputElement;

describe('PasswordField', () => {
  it('hides the password at first, with a Show button named for what it shows', () => {
    render(<PasswordField label="Password" autoComplete="current-password" />);
    expect(passwordInput().type).toBe('password');
    expect(passwordInput().getAttribute('autocomplete')).toBe('current-password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle.getAttribute('type')).toBe('button');
    expect(toggle.getAttribute('aria-controls')).toBe(passwordInput().id);
    // No status yet: nothing to announce as the page opens.
    expect(screen.queryByText(/Your password is/)).toBeNull();
  });

  it('shows and hides on press, keeping the focus on the button and the typed value', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Password" />);
    await user.type(passwordInput(), 'Sandbox#2026');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordInput().type).toBe('text');
    expect(passwordInput().value).toBe('Sandbox#2026');
    const hide = await screen.findByRole('button', { name: 'Hide password' });
    expect(document.activeElement).toBe(hide);
    expect(screen.getByText('Your password is visible').getAttribute('aria-live')).toBe('polite');

    await user.keyboard('{Enter}');
    expect(passwordInput().type).toBe('password');
    expect(passwordInput().value).toBe('Sandbox#2026');
    expect(document.activeElement).toBe(await screen.findByRole('button', { name: 'Show password' }));
    expect(screen.getByText('Your password is hidden')).toBeTruthy();
  });

  it('never submits its form, and hides the password again when the form is submitted', async () => {
    const user = userEvent.setup();
    let submits = 0;
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submits += 1;
        }}
      >
        <PasswordField label="Password" />
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(submits).toBe(0);
    expect(passwordInput().type).toBe('text');
    const form = passwordInput().form;
    if (!form) throw new Error('no form');
    fireEvent.submit(form);
    expect(submits).toBe(1);
    expect(await screen.findByRole('button', { name: 'Show password' })).toBeTruthy();
    expect(passwordInput().type).toBe('password');
  });

  it('wires error and hint like any field, and gives the ref the input', () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <PasswordField ref={ref} label="Password" hint="At least 8 characters" error="Enter your password" />,
    );
    expect(ref.current).toBe(passwordInput());
    expect(passwordInput().getAttribute('aria-invalid')).toBe('true');
    const described = (passwordInput().getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['At least 8 characters', 'Enter your password']);
  });
});
