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

  it("heads a phone's progress with the step's number and the next step, not the current title", () => {
    const { container } = render(
      <Stepper steps={['Details', 'Source of funds', 'Payment', 'Confirm']} current={1} />,
    );
    const header = container.querySelector('[part="progress"]');
    expect(header?.getAttribute('aria-hidden')).toBe('true');
    expect(header?.textContent).toBe('Step 2 of 4Next: Payment');
  });

  it('says no next step on the last', () => {
    const { container } = render(<Stepper steps={['Details', 'Confirm']} current={1} />);
    expect(container.querySelector('[part="progress"]')?.textContent).toBe('Step 2 of 2');
  });
});
