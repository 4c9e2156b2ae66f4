import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { SecondaryButton } from './secondary-button';

describe('SecondaryButton', () => {
  it('looks as a secondary Button does: the same class, parts and default type, and is pressed alike', async () => {
    const onClick = vi.fn();
    render(
      <>
        <Button variant="secondary" part="try-again">
          Again
        </Button>
        <SecondaryButton part="try-again" onClick={onClick}>
          Try again
        </SecondaryButton>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Again' });
    const secondary = screen.getByRole('button', { name: 'Try again' });
    expect(secondary.className).toBe(button.className);
    expect(secondary.getAttribute('part')).toBe('button try-again');
    expect(secondary.getAttribute('type')).toBe('button');
    await userEvent.click(secondary);
    expect(onClick).toHaveBeenCalledOnce();
  });
});
