import { z } from 'zod';
import { boolField, emailField, intField, partyIdField, passwordField } from '../http/fields';

export const TITLES = [
  'Dr',
  'Mr',
  'Mrs',
  'Ms',
  'Rev',
  'Sister',
  'Sr',
  'To Be Advised',
  'Master',
  'Miss',
  'Prof',
  'Estate Late',
  'Judge',
  '',
] as const;

/** PUT personal details (v3 Parties/{partyId} and v4 partypersonaldetails), spec §3 and §5 messages. */
export const personalDetailsSchema = z.object({
  PartyID: partyIdField.nullish(),
  Title: z.enum(TITLES).nullish(),
  Firstname: z.string().trim().min(1, 'Your first name is required'),
  Surname: z.string().trim().min(1, 'Your surname is required'),
  IdentityNumber: z.string().trim().min(1, 'Your Identity number is required').max(13),
  IsIdentitySA: boolField,
  Gender: z.enum(['F', 'M']),
  DateOfBirth: z.string().regex(/^\d{4}-\d{2}-\d{2}/, 'DateOfBirth must be a date (YYYY-MM-DD)'),
  AllowMarketingConsent: boolField,
});

export type PersonalDetailsBody = z.output<typeof personalDetailsSchema>;

/** Account settings (spec §3): the current Password, and the NewPassword to set. */
export const passwordChangeSchema = z.object({
  UserName: z.string().nullish(),
  Password: z.string().min(1, 'Password is required'),
  NewPassword: passwordField,
});

/** Account settings: the new UserName (an e-mail address, as logins are) confirmed with the current Password. */
export const usernameChangeSchema = z.object({
  UserName: emailField,
  Password: z.string().min(1, 'Password is required'),
});

export const contactUpdateSchema = z
  .array(
    z.object({
      ContactFieldNameID: intField,
      ContactFieldName: z.string().nullish(),
      FieldData: z.string().trim(),
    }),
  )
  .min(1, 'At least one contact detail is required');

export const emailAddressChangeSchema = z.object({ EmailAddress: emailField });

export const identityNumberSchema = z.object({ IdentityNumber: z.string().trim().min(1).max(13) });
