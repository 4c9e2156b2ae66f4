import { expect, it } from 'vitest';
import { roundTrips } from './round-trips';

it('counts the longest chain of requests where each started after the one before it ended', () => {
  expect(roundTrips([])).toBe(0);
  expect(
    roundTrips([
      { url: 'entry', start: 0, end: 100 },
      { url: 'parallel', start: 0, end: 90 },
      { url: 'chunk', start: 100, end: 200 },
      { url: 'api', start: 210, end: 300 },
    ]),
  ).toBe(3);
});
