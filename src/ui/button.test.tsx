import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('is a named button of type button with the button part', () => {
    render(<Button>Reset Password</Button>);
    const button = screen.getByRole('button', { name: 'Reset Password' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.getAttribute('part')).toBe('button');
    expect(button.hasAttribute('aria-busy')).toBe(false);
  });

  it('calls onClick and forwards its ref and attributes', async () => {
    const onClick = vi.fn();
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} variant="secondary" onClick={onClick} data-testid="b">
        Back
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(ref.current).toBe(screen.getByTestId('b'));
  });

  it('while busy shows a hidden spinner, stays focusable and ignores presses', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button busy onClick={onClick}>
        Send
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.querySelector('[part="spinner"]')?.getAttribute('aria-hidden')).toBe('true');
    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not submit its form again while busy', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const { container, rerender } = render(
      <form>
        <Button type="submit" busy>
          Log in
        </Button>
      </form>,
    );
    container.querySelector('form')?.addEventListener('submit', onSubmit);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onSubmit).not.toHaveBeenCalled();

    rerender(
      <form>
        <Button type="submit">Log in</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('can be disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Send
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('gives each variant its own class and adds extra parts', () => {
    render(
      <>
        <Button>One</Button>
        <Button variant="secondary">Two</Button>
        <Button variant="link" part="card-action">
          Three
        </Button>
      </>,
    );
    const classes = ['One', 'Two', 'Three'].map((name) => screen.getByRole('button', { name }).className);
    expect(new Set(classes).size).toBe(3);
    expect(screen.getByRole('button', { name: 'Three' }).getAttribute('part')).toBe('button card-action');
  });
});
