import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './visually-hidden';

describe('VisuallyHidden', () => {
  it('stays in the accessibility tree while clipped out of view', () => {
    render(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Close menu</VisuallyHidden>
      </button>,
    );
    const text = screen.getByText('Close menu');
    screen.getByRole('button', { name: 'Close menu' });
    expect(getComputedStyle(text).position).toBe('absolute');
    expect(getComputedStyle(text).width).toBe('1px');
  });
});
