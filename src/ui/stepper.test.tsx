import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stepper } from './stepper';

describe('Stepper', () => {
  it('marks the current step and the completed ones', () => {
    render(<Stepper steps={['Details', 'Source of funds', 'Payment', 'Confirm']} current={2} />);
    const list = screen.getByRole('list', { name: 'Progress' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, null, 'step', null]);
    expect(items[0]?.textContent).toContain('Details (completed)');
    expect(items[2]?.textContent).not.toContain('completed');
    expect(items[3]?.getAttribute('data-state')).toBe('todo');
  });
});
