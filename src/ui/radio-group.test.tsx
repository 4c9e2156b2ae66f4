import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup, type RadioOption } from './radio-group';

const score: RadioOption[] = Array.from({ length: 10 }, (_, index) => ({
  value: String(index + 1),
  label: String(index + 1),
  hint: index === 0 ? 'Unlikely' : index === 9 ? 'Likely' : undefined,
}));

function Score({ onChange }: { onChange: (value: string) => void }) {
  // Controlled from the start: '' matches no option.
  const [value, setValue] = useState('');
  return (
    <RadioGroup
      legend="How likely are you to recommend us?"
      name="score"
      options={score}
      value={value}
      horizontal
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const text = (ids: string | null) =>
  (ids ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);

describe('RadioGroup', () => {
  it('is a group named by its legend with a native radio per option', () => {
    render(<Score onChange={() => {}} />);
    const group = screen.getByRole('group', { name: 'How likely are you to recommend us?' });
    expect(group.tagName).toBe('FIELDSET');
    expect(screen.getAllByRole('radio')).toHaveLength(10);
  });

  it('describes 1 as Unlikely and 10 as Likely', () => {
    render(<Score onChange={() => {}} />);
    expect(text(screen.getByRole('radio', { name: '1' }).getAttribute('aria-describedby'))).toEqual([
      'Unlikely',
    ]);
    expect(text(screen.getByRole('radio', { name: '10' }).getAttribute('aria-describedby'))).toEqual([
      'Likely',
    ]);
    expect(screen.getByRole('radio', { name: '5' }).hasAttribute('aria-describedby')).toBe(false);
  });

  it('selects by click and moves the choice with arrow keys', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Score onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: '3' }));
    expect(onChange).toHaveBeenLastCalledWith('3');
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('4');
    expect((screen.getByRole('radio', { name: '4' }) as HTMLInputElement).checked).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '4' }));
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith('2');
  });

  it('ties hint and error to the fieldset and marks radios invalid', () => {
    render(
      <RadioGroup
        legend="Marketing consent"
        name="consent"
        id="consent"
        hint="You can change this later"
        error="Please select an option for marketing consent"
        options={[
          { value: 'yes', label: 'Yes' },
          { value: 'no', label: 'No' },
        ]}
        defaultValue="no"
        required
      />,
    );
    const group = screen.getByRole('group', { name: 'Marketing consent' });
    expect(text(group.getAttribute('aria-describedby'))).toEqual([
      'You can change this later',
      'Please select an option for marketing consent',
    ]);
    const yes = screen.getByRole('radio', { name: 'Yes' }) as HTMLInputElement;
    expect(yes.id).toBe('consent');
    expect(yes.getAttribute('aria-invalid')).toBe('true');
    expect(yes.required).toBe(true);
    expect((screen.getByRole('radio', { name: 'No' }) as HTMLInputElement).checked).toBe(true);
  });
});
