import { describe, expect, it } from 'vitest';
import type { ContactDetail } from '../../../src/api/profile';
import { groupContacts } from './contact-groups';

const contact = (ContactFieldNameID: number, ContactFieldName: string, FieldData = 'x'): ContactDetail => ({
  ContactFieldNameID,
  ContactFieldName,
  FieldData,
});

describe('groupContacts (spec §3 Contact detail)', () => {
  it('hides Expo Push and empty values; 9, 10 and personal… or business… names are personal; 14 and 15 social', () => {
    const groups = groupContacts([
      contact(9, 'Personal Email'),
      contact(10, 'Cell'),
      contact(11, 'Business Email'),
      contact(40, 'personal fax'),
      contact(14, 'Facebook'),
      contact(15, 'LinkedIn'),
      contact(16, 'Expo Push'),
      contact(17, 'Residential Address'),
      contact(12, 'Business Telephone', '  '),
    ]);
    expect(groups.personal.map((entry) => entry.ContactFieldNameID)).toEqual([9, 10, 11, 40]);
    expect(groups.social.map((entry) => entry.ContactFieldNameID)).toEqual([14, 15]);
    expect(groups.other.map((entry) => entry.ContactFieldNameID)).toEqual([17]);
  });
});
