import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, type Ref } from 'react';
import { describe, expect, it } from 'vitest';
import { ErrorSummary } from './error-summary';
import { TextField } from './text-field';

const errors = [
  { fieldId: 'username', message: 'Please enter a valid email address' },
  { fieldId: 'password', message: 'Please enter your password' },
];

function LoginForm({ headingRef }: { headingRef?: Ref<HTMLHeadingElement> }) {
  return (
    <form>
      <ErrorSummary ref={headingRef} errors={errors} />
      <TextField id="username" label="Email" error={errors[0]?.message} />
      <TextField id="password" label="Password" type="password" error={errors[1]?.message} />
    </form>
  );
}

describe('ErrorSummary', () => {
  it('is an alert listing each error as a link to its field', () => {
    render(<LoginForm />);
    const alert = screen.getByRole('alert', { name: 'There is a problem' });
    expect(alert.getAttribute('part')).toBe('error-summary');
    const link = screen.getByRole('link', { name: 'Please enter your password' });
    expect(link.getAttribute('href')).toBe('#password');
  });

  it('has a focusable heading for the form to move focus to', () => {
    const ref = createRef<HTMLHeadingElement>();
    render(<LoginForm headingRef={ref} />);
    ref.current?.focus();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'There is a problem' }));
    expect(ref.current?.tabIndex).toBe(-1);
  });

  it('focuses the field when its link is followed', async () => {
    render(<LoginForm />);
    await userEvent.click(screen.getByRole('link', { name: 'Please enter your password' }));
    expect(document.activeElement).toBe(document.getElementById('password'));
    expect(window.location.hash).toBe('');
  });

  it('finds fields inside a shadow root', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const mount = document.createElement('div');
    host.attachShadow({ mode: 'open' }).append(mount);
    render(<LoginForm />, { container: mount });
    const link = mount.querySelector<HTMLAnchorElement>('a[href="#username"]');
    if (!link) throw new Error('link missing');
    await userEvent.click(link);
    expect(host.shadowRoot?.activeElement?.id).toBe('username');
    host.remove();
  });

  it('renders nothing without errors', () => {
    const { container } = render(<ErrorSummary errors={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
