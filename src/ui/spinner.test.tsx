import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status named Loading by default', () => {
    render(<Spinner />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading');
    expect(status.querySelector('[part="spinner"]')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('takes a label and can show it', () => {
    render(<Spinner label="Saving your member choice..." showLabel />);
    expect(screen.getByRole('status').textContent).toBe('Saving your member choice...');
    expect(screen.getByText('Saving your member choice...').getAttribute('part')).toBe('spinner-label');
  });
});
