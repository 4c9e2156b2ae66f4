import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
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

  it.each(['success', 'info', 'warning'] as const)(
    'draws a %s box first and writes its words just after, so that screen readers announce them',
    (variant) => {
      const first = document.createElement('div');
      first.innerHTML = renderToStaticMarkup(
        <Alert variant={variant} title="Done" action={<button type="button">Undo</button>}>
          Saved
        </Alert>,
      );
      const box = first.querySelector('[role="status"]');
      expect(box?.getAttribute('data-variant')).toBe(variant);
      expect(box?.textContent).toBe('Undo');
    },
  );

  it('says a danger with the words it arrives with: an alert is announced as it is', () => {
    const first = document.createElement('div');
    first.innerHTML = renderToStaticMarkup(<Alert variant="danger">Not sent</Alert>);
    expect(first.querySelector('[role="alert"]')?.textContent).toBe('Not sent');
  });
});
