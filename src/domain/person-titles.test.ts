import { describe, expect, it } from 'vitest';
import { personalDetailsSchema } from '../../sandbox/routes/profile-schemas';
import { PERSON_TITLES } from './person-titles';

const details = (Title: string) => ({
  Title,
  Firstname: 'Thandi',
  Surname: 'Mokoena',
  IdentityNumber: '8804120123085',
  IsIdentitySA: true,
  Gender: 'F',
  DateOfBirth: '1988-04-12',
  AllowMarketingConsent: true,
});

describe('PERSON_TITLES', () => {
  const schema = personalDetailsSchema(() => Date.parse('2026-11-26'));

  it('are the titles the API accepts, the blank one among them', () => {
    for (const title of PERSON_TITLES) expect(schema.safeParse(details(title)).success).toBe(true);
  });

  it('leave out what the API refuses', () => {
    expect(schema.safeParse(details('Captain')).success).toBe(false);
  });
});
