import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DismissibleAlert } from './dismissible-alert';

describe('DismissibleAlert', () => {
  it('is an alert with a Dismiss button that calls onDismiss', async () => {
    const onDismiss = vi.fn();
    render(
      <DismissibleAlert variant="danger" onDismiss={onDismiss}>
        Failed
      </DismissibleAlert>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Failed');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});
