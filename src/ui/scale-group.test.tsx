import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { RadioOption } from './radio-group';
import { ScaleGroup } from './scale-group';

const score: RadioOption[] = Array.from({ length: 10 }, (_, index) => ({
  value: String(index + 1),
  label: String(index + 1),
  hint: index === 0 ? 'Unlikely' : index === 9 ? 'Likely' : undefined,
}));

function Score({ onChange, error }: { onChange: (value: string) => void; error?: string }) {
  const [value, setValue] = useState('');
  return (
    <ScaleGroup
      legend="How likely are you to recommend us?"
      name="score"
      options={score}
      value={value}
      error={error}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const text = (ids: string | null) =>
  (ids ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);

describe('ScaleGroup', () => {
  it('is a group named by its legend with a native radio per point, the hints describing the ends', () => {
    render(<Score onChange={() => {}} />);
    const group = screen.getByRole('group', { name: 'How likely are you to recommend us?' });
    expect(group.tagName).toBe('FIELDSET');
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(
      score.map((option) => option.value),
    );
    expect(text(screen.getByRole('radio', { name: '1' }).getAttribute('aria-describedby'))).toEqual([
      'Unlikely',
    ]);
    expect(text(screen.getByRole('radio', { name: '10' }).getAttribute('aria-describedby'))).toEqual([
      'Likely',
    ]);
    expect(screen.getByRole('radio', { name: '5' }).hasAttribute('aria-describedby')).toBe(false);
    expect(screen.getByText('Unlikely').parentElement?.textContent).toBe('1 · Unlikely');
    expect(screen.getByText('Likely').parentElement?.textContent).toBe('10 · Likely');
  });

  it('selects by a press and moves the choice with arrow keys', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Score onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: '7' }));
    expect(onChange).toHaveBeenLastCalledWith('7');
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('8');
    expect((screen.getByRole('radio', { name: '8' }) as HTMLInputElement).checked).toBe(true);
  });

  it('ties its error to the group and marks every point invalid', () => {
    render(<Score onChange={() => {}} error="Choose a number from 1 to 10" />);
    const group = screen.getByRole('group', { name: 'How likely are you to recommend us?' });
    expect(text(group.getAttribute('aria-describedby'))).toContain('Choose a number from 1 to 10');
    for (const radio of screen.getAllByRole('radio')) expect(radio.getAttribute('aria-invalid')).toBe('true');
  });
});
