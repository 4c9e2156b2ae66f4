import { describe, expect, it, vi } from 'vitest';
import { afterPress, followPresses } from './after-press';

const press = (type: 'pointerdown' | 'pointerup' | 'pointercancel') =>
  document.body.dispatchEvent(new Event(type, { bubbles: true }));

describe('afterPress', () => {
  followPresses();

  it('shows at once when no pointer is pressed (a field left by keyboard)', () => {
    const show = vi.fn();
    afterPress(show);
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('waits while a pointer is pressed, until the press is over and its click handled', async () => {
    vi.useFakeTimers();
    try {
      const show = vi.fn();
      press('pointerdown');
      afterPress(show);
      afterPress(show);
      expect(show).not.toHaveBeenCalled();
      press('pointerup');
      // The click of this press is dispatched before the timer: the button has not moved under it.
      expect(show).not.toHaveBeenCalled();
      vi.runAllTimers();
      expect(show).toHaveBeenCalledTimes(2);
      afterPress(show);
      expect(show).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets a cancelled press go too', () => {
    vi.useFakeTimers();
    try {
      const show = vi.fn();
      press('pointerdown');
      afterPress(show);
      press('pointercancel');
      vi.runAllTimers();
      expect(show).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
