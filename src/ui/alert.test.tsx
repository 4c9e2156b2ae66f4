import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Alert } from './alert';

describe('Alert', () => {
  it('interrupts for danger', () => {
    render(<Alert variant="danger">The user name or password is incorrect</Alert>);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('The user name or password is incorrect');
    expect(alert.getAttribute('part')).toBe('alert');
  });

  it.each(['success', 'info', 'warning'] as const)('is a polite status for %s', (variant) => {
    render(
      <Alert variant={variant} title="Done">
        Saved
      </Alert>,
    );
    expect(screen.getByRole('status').textContent).toBe('DoneSaved');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows its action after the message', () => {
    render(
      <Alert variant="info" action={<button type="button">Undo</button>}>
        Removed
      </Alert>,
    );
    expect(screen.getByRole('status').textContent).toBe('RemovedUndo');
  });
});
