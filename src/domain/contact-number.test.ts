import { describe, expect, it } from 'vitest';
import { CONTACT_NUMBER_MAX, isContactNumber } from './contact-number';

describe('isContactNumber (spec §5 contact form and Phone)', () => {
  it.each([
    '011 555 1234 ext 12',
    '011 555 1234 ext. 12',
    '011 555 1234 extension 4402',
    '011 555 1234 x12',
    '(011) 555-1234',
    '+27 82 555 0143',
    '+27 (82) 555-0143',
    '0825550143',
    '  082 555 0143  ',
  ])('takes %j, as people write numbers', (number) => {
    expect(isContactNumber(number)).toBe(true);
  });

  it.each([
    '',
    '   ',
    'call me',
    '555 1234',
    'ext 12',
    '011 555 1234 ext twelve',
    '011 555 1234 ext 1234567',
  ])('refuses %j', (number) => {
    expect(isContactNumber(number)).toBe(false);
  });

  it(`takes at most ${CONTACT_NUMBER_MAX} characters`, () => {
    expect(isContactNumber('+27 (0)11 555 1234 ext 1234')).toBe(true);
    expect(isContactNumber('+27 (0)11 555 1234 extension 12')).toBe(false);
  });
});
