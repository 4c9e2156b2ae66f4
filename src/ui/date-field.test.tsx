import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateField, dateFromParts, partsOfDate } from './date-field';

describe('dateFromParts and partsOfDate', () => {
  it('makes a YYYY-MM-DD value of the three parts, padding a one-digit day or month', () => {
    expect(dateFromParts({ day: '4', month: '12', year: '1988' })).toBe('1988-12-04');
    expect(dateFromParts({ day: ' 12 ', month: '4', year: '1988' })).toBe('1988-04-12');
  });

  it('leaves a missing part empty, so the value is no date; no parts at all is no value', () => {
    expect(dateFromParts({ day: '12', month: '', year: '1988' })).toBe('1988--12');
    expect(dateFromParts({ day: '', month: '', year: '' })).toBe('');
  });

  it('reads the parts of a value as a person writes them, with or without a time after it, and nothing of anything else', () => {
    expect(partsOfDate('1988-04-12')).toEqual({ year: '1988', month: '4', day: '12' });
    expect(partsOfDate('1988-04-02T00:00:00')).toEqual({ year: '1988', month: '4', day: '2' });
    expect(partsOfDate('2000-10-10')).toEqual({ year: '2000', month: '10', day: '10' });
    expect(partsOfDate('1988--12')).toEqual({ year: '1988', month: '', day: '12' });
    expect(partsOfDate('12/04/1988')).toEqual({ year: '', month: '', day: '' });
  });
});

/** A DateField bound to state, as a form binds it, with the value shown for the test to read. */
function Bound({ initial = '', onBlur }: { initial?: string; onBlur?: () => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        label="Date of birth"
        hint="As on your ID"
        required
        autoComplete="bday"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onBlur={onBlur}
      />
      <output>{value}</output>
      <button type="button" onClick={() => setValue('1991-01-01')}>
        Fill in
      </button>
    </>
  );
}

const group = () => screen.getByRole('group', { name: 'Date of birth' });
const part = (name: 'Day' | 'Month' | 'Year') =>
  within(group()).getByRole('textbox', { name }) as HTMLInputElement;

describe('DateField', () => {
  it('is a group named by its label, of Day, Month and Year inputs for digits, with no native date picker', () => {
    render(<Bound initial="1988-04-12" />);
    expect(group().getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(group().getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'As on your ID',
    );
    expect([part('Day').value, part('Month').value, part('Year').value]).toEqual(['12', '4', '1988']);
    for (const [name, autoComplete, maxLength] of [
      ['Day', 'bday-day', 2],
      ['Month', 'bday-month', 2],
      ['Year', 'bday-year', 4],
    ] as const) {
      expect(part(name).type).toBe('text');
      expect(part(name).inputMode).toBe('numeric');
      expect(part(name).getAttribute('autocomplete')).toBe(autoComplete);
      expect(part(name).maxLength).toBe(maxLength);
    }
  });

  it('edits one value as the parts are typed, keeping what was typed in each', async () => {
    const user = userEvent.setup();
    render(<Bound />);
    await user.type(part('Day'), '4');
    expect(screen.getByRole('status').textContent).toBe('--04');
    await user.type(part('Month'), '12');
    await user.type(part('Year'), '1988');
    expect(screen.getByRole('status').textContent).toBe('1988-12-04');
    expect(part('Day').value).toBe('4');
  });

  it('redraws the parts when the value is set from outside', async () => {
    const user = userEvent.setup();
    render(<Bound initial="1988-04-12" />);
    await user.click(screen.getByRole('button', { name: 'Fill in' }));
    expect([part('Day').value, part('Month').value, part('Year').value]).toEqual(['1', '1', '1991']);
  });

  it('is left when the focus leaves the group, not when it moves between the parts', async () => {
    const user = userEvent.setup();
    const onBlur = vi.fn();
    render(<Bound onBlur={onBlur} />);
    await user.click(part('Day'));
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(part('Year'));
    expect(onBlur).not.toHaveBeenCalled();
    await user.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('shows its error under the hint, describing the group, and marks every part invalid', () => {
    render(
      <DateField
        id="birth"
        label="Date of birth"
        error="Please enter your date of birth"
        value="1988--12"
        onChange={() => undefined}
      />,
    );
    expect(part('Day').id).toBe('birth');
    expect(group().getAttribute('aria-describedby')).toBe('birth-error');
    expect(document.getElementById('birth-error')?.textContent).toBe('Please enter your date of birth');
    for (const name of ['Day', 'Month', 'Year'] as const) {
      expect(part(name).getAttribute('aria-invalid')).toBe('true');
    }
  });
});
