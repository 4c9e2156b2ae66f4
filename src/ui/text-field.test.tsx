import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './text-field';

const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('TextField', () => {
  it('labels its input and forwards input props', async () => {
    const onChange = vi.fn();
    render(
      <TextField label="Email" name="username" autoComplete="username" type="email" onChange={onChange} />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('autocomplete')).toBe('username');
    expect(input.getAttribute('type')).toBe('email');
    expect(input.getAttribute('name')).toBe('username');
    expect(input.getAttribute('part')).toBe('input');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    await userEvent.type(input, 'a@b.co');
    expect(onChange).toHaveBeenCalledTimes(6);
  });

  it('shows a unit before the value, outside the name and the value', async () => {
    render(<TextField label="Amount to invest (R)" prefix="R" inputMode="decimal" />);
    const input = screen.getByRole('textbox', { name: 'Amount to invest (R)' });
    const unit = input.previousElementSibling;
    expect(unit?.textContent).toBe('R');
    expect(unit?.getAttribute('aria-hidden')).toBe('true');
    await userEvent.type(input, '5000');
    expect((input as HTMLInputElement).value).toBe('5000');
  });

  it('ties hint and error to the input and marks it invalid', () => {
    render(
      <TextField
        label="Email"
        id="login-username"
        hint="The address you signed up with"
        error="Please enter a valid email address"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.id).toBe('login-username');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(input)).toEqual([
      'The address you signed up with',
      'Please enter a valid email address',
    ]);
    expect(screen.getByText('Please enter a valid email address').getAttribute('part')).toBe('error');
  });

  it('keeps a caller aria-describedby alongside its own', () => {
    render(
      <>
        <p id="extra">Extra</p>
        <TextField label="Amount" aria-describedby="extra" error="Too low" />
      </>,
    );
    expect(describedBy(screen.getByRole('textbox', { name: 'Amount' }))).toEqual(['Extra', 'Too low']);
  });

  it('shows a hidden required marker and keeps the name clean', () => {
    render(<TextField label="First name" required />);
    const input = screen.getByRole('textbox', { name: 'First name' }) as HTMLInputElement;
    expect(input.required).toBe(true);
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
  });

  it('forwards its ref to the input, for password fields too', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField ref={ref} label="Password" type="password" autoComplete="current-password" />);
    const input = screen.getByLabelText('Password');
    expect(ref.current).toBe(input);
    expect(input.getAttribute('type')).toBe('password');
  });
});
