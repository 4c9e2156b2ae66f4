import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DateText } from './date-text';

describe('<DateText>', () => {
  it('shows a date of yesterday as Yesterday, with the absolute date in datetime and title', () => {
    const { container } = render(<DateText value="2026-11-24T10:15:00" today="2026-11-25" />);
    const time = container.querySelector('time');
    expect(time?.textContent).toBe('Yesterday');
    expect(time?.getAttribute('datetime')).toBe('2026-11-24');
    expect(time?.getAttribute('title')).toBe('24 Nov 2026');
  });

  it('shows an older date as D MMM YYYY, and anything else as sent', () => {
    const { container } = render(
      <>
        <DateText value="2025-10-14" today="2026-11-25" />
        <DateText value="pending" today="2026-11-25" />
      </>,
    );
    expect(container.querySelector('time')?.textContent).toBe('14 Oct 2025');
    expect(container.textContent).toBe('14 Oct 2025pending');
  });
});
