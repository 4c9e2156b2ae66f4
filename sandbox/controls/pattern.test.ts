import { describe, expect, it } from 'vitest';
import { compilePattern } from './pattern';

describe('fault path patterns', () => {
  it('globs: * within a segment, ** across, case-insensitive, trailing slash allowed', () => {
    const one = compilePattern('/v3/api/NebulaDashboard/*/summary/*');
    expect(one.test('/v3/api/nebuladashboard/300145/summary/2')).toBe(true);
    expect(one.test('/v3/api/NebulaDashboard/300145/summary/2/')).toBe(true);
    expect(one.test('/v3/api/NebulaDashboard/300145/x/summary/2')).toBe(false);
    expect(compilePattern('/v3/**').test('/v3/api/a/b/c')).toBe(true);
    expect(compilePattern('/v4/api/buy/UnitTrust').test('/v4/api/buy/UnitTrust.x')).toBe(false);
  });

  it('regular expressions start with ^', () => {
    expect(compilePattern('^/v[45]/api/').test('/V5/api/countries')).toBe(true);
    expect(compilePattern('^/v[45]/api/').test('/v3/api/countries')).toBe(false);
  });
});
