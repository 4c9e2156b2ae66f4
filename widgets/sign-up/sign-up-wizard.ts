import * as z from 'zod/mini';
import { identityNumberCheckQuery } from '../../src/api/identity-number';
import { type SignUpStepBody, signUpStepMutation } from '../../src/api/parties';
import type { ServerActions } from '../../src/api/server-state';
import type { StepOutcome, WizardDefinition } from '../../src/wizard';
import {
  type ContactValues,
  contactOf,
  emptyContact,
  emptyIdentity,
  type IdentityValues,
  identityOf,
} from './lead';
import { signUpStep1Schema, signUpStep3Schema } from './sign-up-schemas';
import { SIGN_UP_STEP_2_MESSAGES, signUpStep2Schemas } from './sign-up-step-2-schema';

/** Everything the sign-up wizard asks, step by step. */
export interface SignUpDraft extends ContactValues, IdentityValues {
  Password: string;
  ConfirmPassword: string;
}

/** Spec §4 Sign-up: a step passes when its ValidationResult is empty; its entries show as alerts. */
async function postStep(server: ServerActions, body: SignUpStepBody): Promise<StepOutcome> {
  const entries = await server.run(signUpStepMutation(), body);
  return entries.length === 0 ? { ok: true } : { ok: false, alerts: entries };
}

/** Step names, in order (spec §4: contact details, identity, password). */
export const SIGN_UP_STEPS = ['Your details', 'Identity and contact', 'Password'] as const;

const identitySchemas = signUpStep2Schemas();
const ANSWER = z.string();

/** Spec §2 /sign-up, §4 and §5 Sign-up: contact details, identity, password; each step posted before it advances. */
export const signUpWizard: WizardDefinition<SignUpDraft> = {
  id: 'sign-up',
  initialDraft: () => ({
    ...emptyContact(),
    ...emptyIdentity('id', ''),
    Password: '',
    ConfirmPassword: '',
  }),
  steps: [
    {
      id: 'contact',
      title: SIGN_UP_STEPS[0],
      schema: signUpStep1Schema(),
      submit: (draft, server) => postStep(server, { Step: 1, ...contactOf(draft) }),
    },
    {
      id: 'identity',
      title: SIGN_UP_STEPS[1],
      schema: (draft) => identitySchemas[draft.identityType],
      // The browser's check runs first (the schema), so a malformed number costs no call; then the
      // API's full check (validateidentitynumberfull), then the step itself.
      submit: async (draft, server) => {
        if (draft.identityType === 'id') {
          const check = await server.fetch(identityNumberCheckQuery(draft.IdNumber.trim()));
          if (!check.IsValid)
            return { ok: false, fieldErrors: { IdNumber: SIGN_UP_STEP_2_MESSAGES.idNumber } };
        }
        return postStep(server, { Step: 2, ...contactOf(draft), ...identityOf(draft) });
      },
    },
    {
      id: 'password',
      title: SIGN_UP_STEPS[2],
      schema: signUpStep3Schema(),
      submit: (draft, server) =>
        postStep(server, { Step: 3, ...contactOf(draft), ...identityOf(draft), Password: draft.Password }),
    },
  ],
  // What a reload keeps: never the password or its confirmation.
  storedDraft: z.object({
    FirstName: ANSWER,
    LastName: ANSWER,
    EmailAddress: ANSWER,
    identityType: z.custom<IdentityValues['identityType']>((value) => value === 'id' || value === 'passport'),
    IdNumber: ANSWER,
    PassportNumber: ANSWER,
    PassportCountryID: ANSWER,
    PassportIssueDate: ANSWER,
    PassportExpiryDate: ANSWER,
    CellPhone: ANSWER,
    AllowMarketingConsent: z.optional(z.boolean()),
    ReferralCode: ANSWER,
  }),
};
