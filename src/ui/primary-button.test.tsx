import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { PrimaryButton } from './primary-button';

describe('PrimaryButton', () => {
  it('looks as a primary Button does: the same class, parts and default type', () => {
    render(
      <>
        <Button part="send">Send</Button>
        <PrimaryButton part="send">Sent</PrimaryButton>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    const primary = screen.getByRole('button', { name: 'Sent' });
    expect(primary.className).toBe(button.className);
    expect(primary.getAttribute('part')).toBe('button send');
    expect(primary.getAttribute('type')).toBe('button');
  });

  it('submits its form when it is the submit button, and not while disabled', async () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <PrimaryButton type="submit" disabled>
          Send
        </PrimaryButton>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).not.toHaveBeenCalled();
    rerender(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <PrimaryButton type="submit">Send</PrimaryButton>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});
