import { z } from 'zod';
import type {
  identityNumberBodySchema,
  passwordChangeBodySchema,
  personalDetailsBodySchema,
  usernameChangeBodySchema,
} from '../../src/api/request-bodies';
import { PERSON_TITLES } from '../../src/domain/person-titles';
import { CONTACT_RULE, NAME_RULE } from '../../src/domain/text-rules';
import type { ReadingOf } from '../http/fields';
import {
  boolField,
  dateOfBirthField,
  emailField,
  intField,
  nameField,
  partyIdField,
  passwordField,
  ruledText,
  strictBody,
} from '../http/fields';

/** The identity number (SA ID or passport): 1–13 printable characters. */
const identityNumberField = ruledText('IdentityNumber', { ...NAME_RULE, max: 13 }).pipe(
  z.string().min(1, 'Your Identity number is required'),
);

/**
 * PUT personal details (v3 Parties/{partyId} and v4 partypersonaldetails), spec §3 and §5 messages;
 * names and the birth date held to the shared rules, nothing else accepted.
 */
export function personalDetailsSchema(now: () => number) {
  return strictBody({
    PartyID: partyIdField.nullish(),
    Title: z.enum(PERSON_TITLES).nullish(),
    Firstname: nameField('Firstname', 'Your first name is required'),
    Surname: nameField('Surname', 'Your surname is required'),
    IdentityNumber: identityNumberField,
    IsIdentitySA: boolField,
    Gender: z.enum(['F', 'M']),
    DateOfBirth: dateOfBirthField(now),
    AllowMarketingConsent: boolField,
  } satisfies ReadingOf<typeof personalDetailsBodySchema>);
}

export type PersonalDetailsBody = z.output<ReturnType<typeof personalDetailsSchema>>;

/** Longest password taken: far beyond any real one, short enough never to cost much to compare. */
const PASSWORD_MAX = 256;
const currentPassword = z
  .string('Password is required')
  .min(1, 'Password is required')
  .max(PASSWORD_MAX, `Password may be at most ${PASSWORD_MAX} characters`);

/** Account settings (spec §3): the current Password, and the NewPassword to set. */
export const passwordChangeSchema = strictBody({
  UserName: ruledText('UserName', CONTACT_RULE).nullish(),
  Password: currentPassword,
  NewPassword: passwordField.pipe(
    z.string().max(PASSWORD_MAX, `NewPassword may be at most ${PASSWORD_MAX} characters`),
  ),
} satisfies ReadingOf<typeof passwordChangeBodySchema, 'UserName'>);

/** Account settings: the new UserName (an e-mail address, as logins are) confirmed with the current Password. */
export const usernameChangeSchema = strictBody({
  UserName: emailField,
  Password: currentPassword,
} satisfies ReadingOf<typeof usernameChangeBodySchema>);

/** How many contact fields there are (fixtures/profile.ts contactFields). */
const CONTACT_FIELDS_MAX = 20;

export const contactUpdateSchema = z
  .array(
    z.strictObject({
      ContactFieldNameID: intField,
      ContactFieldName: ruledText('ContactFieldName', NAME_RULE).nullish(),
      FieldData: ruledText('FieldData', CONTACT_RULE),
    }),
  )
  .min(1, 'At least one contact detail is required')
  // One entry per contact field there is: more is a flood, not an update.
  .max(CONTACT_FIELDS_MAX, `At most ${CONTACT_FIELDS_MAX} contact details may be sent at once`);

export const emailAddressChangeSchema = strictBody({ EmailAddress: emailField });

export const identityNumberSchema = strictBody({
  IdentityNumber: identityNumberField,
} satisfies ReadingOf<typeof identityNumberBodySchema>);
