import { describe, expect, it } from 'vitest';
import { todayInSouthAfrica } from './south-africa-today';

describe('todayInSouthAfrica', () => {
  it("is the date in Johannesburg (UTC+2), whatever the device's zone", () => {
    expect(todayInSouthAfrica(new Date('2024-02-29T21:59:59Z'))).toBe('2024-02-29');
    expect(todayInSouthAfrica(new Date('2024-02-29T22:00:00Z'))).toBe('2024-03-01');
  });
});
