import { describe, expect, it } from 'vitest';
import { LINK_TOKEN_BYTES, linkTokenDigest, linkTokenMatches, newLinkToken } from './link-secret';

const binding = {
  kind: 'SIReinvest',
  reference: 'SIR-2026-000153',
  id: '9001',
  partyId: '300145',
  terms: { category: 'Fixed 12 months', option: 'Reinvest', maturityRate: 9.21, reinvestAmount: 250_000 },
  expiresAt: 1_780_000_000_000,
};

describe('e-mailed link tokens', () => {
  it('are 256 random bits, URL-safe, never the same twice', () => {
    const tokens = new Set(Array.from({ length: 100 }, newLinkToken));
    expect(tokens.size).toBe(100);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(LINK_TOKEN_BYTES);
    }
    expect(LINK_TOKEN_BYTES * 8).toBeGreaterThanOrEqual(128);
  });

  it('match only the link, party and terms they were made for', () => {
    const token = newLinkToken();
    const stored = linkTokenDigest(binding, token);
    expect(linkTokenMatches(stored, binding, token)).toBe(true);
    expect(linkTokenMatches(stored, { ...binding, reference: 'sir-2026-000153' }, token)).toBe(true);
    expect(linkTokenMatches(stored, binding, newLinkToken())).toBe(false);
    expect(linkTokenMatches(stored, binding, '')).toBe(false);
    expect(linkTokenMatches(stored, { ...binding, partyId: '300377' }, token)).toBe(false);
    expect(linkTokenMatches(stored, { ...binding, id: '9002' }, token)).toBe(false);
    expect(
      linkTokenMatches(stored, { ...binding, terms: { ...binding.terms, reinvestAmount: 1_000_000 } }, token),
    ).toBe(false);
  });
});
