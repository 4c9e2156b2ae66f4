import { describe, expect, it } from 'vitest';
import { referralLink } from './referral-link';

describe('referralLink', () => {
  it('links to /refer with the code in the referral parameter', () => {
    expect(referralLink('https://portal.example.co.za', 'THANDI26')).toBe(
      'https://portal.example.co.za/refer?referral=THANDI26',
    );
    expect(referralLink('http://localhost:4173/', 'A B&C')).toBe(
      'http://localhost:4173/refer?referral=A%20B%26C',
    );
  });
});
