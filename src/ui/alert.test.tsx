import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Alert } from './alert';

describe('Alert', () => {
  it('interrupts for danger', () => {
    render(<Alert variant="danger">The user name or password is incorrect</Alert>);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('The user name or password is incorrect');
    expect(alert.getAttribute('part')).toBe('alert');
  });

  it.each(['success', 'info'] as const)('is a polite status for %s', (variant) => {
    render(
      <Alert variant={variant} title="Done">
        Saved
      </Alert>,
    );
    expect(screen.getByRole('status').textContent).toBe('DoneSaved');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers a Dismiss button only when dismissible', async () => {
    const onDismiss = vi.fn();
    const { rerender } = render(<Alert variant="danger">Failed</Alert>);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(
      <Alert variant="danger" onDismiss={onDismiss}>
        Failed
      </Alert>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});
