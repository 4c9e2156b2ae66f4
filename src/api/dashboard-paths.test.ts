import { describe, expect, it } from 'vitest';
import { segment, summaryPath } from './dashboard-paths';

describe('dashboard paths', () => {
  it("puts the navigation item after the party's summary, the party left for the client", () => {
    expect(summaryPath(14)).toBe('/v3/api/NebulaDashboard/[partyId]/summary/14');
    expect(segment(5)).toBe('5');
  });
});
