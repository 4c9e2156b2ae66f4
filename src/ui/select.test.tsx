import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './select';

const options = [
  { value: '263', label: 'South Africa' },
  { value: '1', label: 'Botswana' },
];

describe('Select', () => {
  it('is a labelled native select with a placeholder option', async () => {
    const onChange = vi.fn();
    render(
      <Select
        label="Country of tax residence"
        options={options}
        placeholder="Select Country"
        onChange={onChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Country of tax residence' }) as HTMLSelectElement;
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select Country',
      'South Africa',
      'Botswana',
    ]);
    await userEvent.selectOptions(select, '263');
    expect(select.value).toBe('263');
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('ties its error to the select', () => {
    render(<Select label="Country" options={options} error="Please select passport country of issue" />);
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    const errorId = select.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe('Please select passport country of issue');
  });
});
