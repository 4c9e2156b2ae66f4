import { describe, expect, it } from 'vitest';
import { asAtDate, namesInASentence } from './glance-parts';

describe('namesInASentence', () => {
  it('joins names in sentence case', () => {
    expect(namesInASentence([])).toBe('');
    expect(namesInASentence(['Investments'])).toBe('Investments');
    expect(namesInASentence(['Ventures', 'Employee Benefits'])).toBe('Ventures and employee benefits');
    expect(namesInASentence(['Investments', 'Ventures', 'Wills and Trusts'])).toBe(
      'Investments, ventures and wills and trusts',
    );
  });
});

describe('asAtDate', () => {
  it("gives the day in South Africa, whatever the device's zone", () => {
    expect(asAtDate(Date.parse('2026-11-27T04:00:00Z'))).toEqual({
      dateTime: '2026-11-27',
      text: '27 Nov 2026',
    });
    // 23:30 UTC is already the next day in Johannesburg (UTC+2).
    expect(asAtDate(Date.parse('2026-11-26T23:30:00Z'))).toEqual({
      dateTime: '2026-11-27',
      text: '27 Nov 2026',
    });
  });
});
