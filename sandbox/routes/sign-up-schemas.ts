import { z } from 'zod';
import type {
  registerBodySchema,
  signUpStep1BodySchema,
  signUpStep2BodySchema,
  signUpStep3BodySchema,
} from '../../src/api/request-bodies';
import {
  boolField,
  emailField,
  intField,
  nameField,
  optionalText,
  passwordField,
  phoneField,
  type ReadingOf,
  strictBody,
} from '../http/fields';

const identity = {
  IdNumber: optionalText,
  PassportNumber: optionalText,
  PassportCountryID: intField.nullish(),
  PassportIssueDate: optionalText,
  PassportExpiryDate: optionalText,
};

type Identity = { [K in keyof typeof identity]?: z.output<(typeof identity)[K]> };

/** Either an SA identity number or a complete passport (spec §3 sign-up lead, messages of §5). */
function checkIdentity(body: Identity, ctx: z.RefinementCtx): void {
  if (body.IdNumber) return;
  if (!body.PassportNumber) {
    ctx.addIssue({ code: 'custom', path: ['IdNumber'], message: 'Please enter a valid ID number' });
    return;
  }
  const required: [keyof Identity, string][] = [
    ['PassportCountryID', 'Please select passport country of issue'],
    ['PassportIssueDate', 'Please select passport issue date'],
    ['PassportExpiryDate', 'Please select passport expiry date'],
  ];
  for (const [field, message] of required) {
    if (!body[field]) ctx.addIssue({ code: 'custom', path: [field], message });
  }
  if (body.PassportIssueDate && body.PassportExpiryDate) {
    if (Date.parse(body.PassportExpiryDate) <= Date.parse(body.PassportIssueDate)) {
      ctx.addIssue({
        code: 'custom',
        path: ['PassportExpiryDate'],
        message: 'Please check the appropriate dates. Expiry date cannot be before issue date',
      });
    }
  }
}

const contact = {
  FirstName: nameField('FirstName', 'Please enter your first name'),
  LastName: nameField('LastName', 'Please enter your last name'),
  EmailAddress: emailField,
};

const step2 = {
  ReferralCode: optionalText,
  AllowMarketingConsent: boolField,
  CellPhone: phoneField,
  ...identity,
};

/** The lead's earlier answers, which a later step carries along (widgets/sign-up/sign-up-wizard.ts): checked, not required. */
const contactSoFar = {
  FirstName: contact.FirstName.optional(),
  LastName: contact.LastName.optional(),
  EmailAddress: contact.EmailAddress.optional(),
};
const step2SoFar = {
  ReferralCode: optionalText,
  AllowMarketingConsent: boolField.optional(),
  CellPhone: phoneField.optional(),
  ...identity,
};

/**
 * POST /v4/api/parties/signup: one wizard step at a time, Step 1 to 3, each with the lead's answers so far
 * (the fields of spec §3 Sign-up lead) and nothing else: an unknown field is refused by name.
 */
export const signUpStepSchema = z.discriminatedUnion('Step', [
  strictBody({ Step: z.literal(1), ...contact } satisfies ReadingOf<typeof signUpStep1BodySchema>),
  strictBody({ Step: z.literal(2), ...contactSoFar, ...step2 } satisfies ReadingOf<
    typeof signUpStep2BodySchema
  >).superRefine(checkIdentity),
  strictBody({
    Step: z.literal(3),
    ...contactSoFar,
    ...step2SoFar,
    Password: passwordField,
  } satisfies ReadingOf<typeof signUpStep3BodySchema>),
]);

/** POST /v4/api/parties/register: the whole lead, and nothing else. */
export const registerSchema = strictBody({
  ...contact,
  Password: passwordField,
  ReferralCode: optionalText,
  AllowMarketingConsent: boolField.optional(),
  CellPhone: phoneField.nullish(),
  ...identity,
} satisfies ReadingOf<typeof registerBodySchema>).superRefine(checkIdentity);
