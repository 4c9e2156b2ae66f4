import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('toggles by its label and keyboard', async () => {
    const user = userEvent.setup();
    render(<Checkbox label="I accept the terms" />);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' }) as HTMLInputElement;
    await user.click(screen.getByText('I accept the terms'));
    expect(box.checked).toBe(true);
    await user.keyboard(' ');
    expect(box.checked).toBe(false);
  });

  it('ties hint and error to the checkbox', () => {
    render(<Checkbox label="Marketing" hint="We e-mail monthly" error="Please select an option" />);
    const box = screen.getByRole('checkbox', { name: 'Marketing' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    const texts = (box.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['We e-mail monthly', 'Please select an option']);
  });
});
