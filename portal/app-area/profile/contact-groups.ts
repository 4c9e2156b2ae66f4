import type { ContactDetail } from '../../../src/api/profile';
import { HIDDEN_CONTACT_FIELD_NAME } from './profile-options';

/** Contact details as My Profile groups them (spec §3 Contact detail). */
export interface ContactGroups {
  personal: ContactDetail[];
  social: ContactDetail[];
  other: ContactDetail[];
}

const PERSONAL_IDS = new Set([9, 10]);
const SOCIAL_IDS = new Set([14, 15]);

/**
 * Spec §3: 'Expo Push' is hidden; ids 9 and 10 and names starting 'personal' or 'business' are
 * personal; ids 14 and 15 are social. The rest (the addresses) we show as other; empty values are left out.
 */
export function groupContacts(contacts: readonly ContactDetail[]): ContactGroups {
  const groups: ContactGroups = { personal: [], social: [], other: [] };
  for (const contact of contacts) {
    if (contact.ContactFieldName === HIDDEN_CONTACT_FIELD_NAME || contact.FieldData.trim() === '') continue;
    const name = contact.ContactFieldName.toLowerCase();
    if (
      PERSONAL_IDS.has(contact.ContactFieldNameID) ||
      name.startsWith('personal') ||
      name.startsWith('business')
    )
      groups.personal.push(contact);
    else if (SOCIAL_IDS.has(contact.ContactFieldNameID)) groups.social.push(contact);
    else groups.other.push(contact);
  }
  return groups;
}
