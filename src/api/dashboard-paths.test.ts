import { describe, expect, it } from 'vitest';
import { DASHBOARD_PATH, segment, summaryPath } from './dashboard-paths';

describe('dashboard paths', () => {
  it("puts the navigation item after the party's summary, the party left for the client", () => {
    expect(summaryPath(14)).toBe(`${DASHBOARD_PATH}/[partyId]/summary/14`);
    expect(DASHBOARD_PATH).toBe('/v3/api/NebulaDashboard');
    expect(segment(5)).toBe('5');
  });
});
