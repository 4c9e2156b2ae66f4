import * as z from 'zod/mini';
import { nonEmptyText, orElse } from '../domain/schema-parts';
import { ERROR_TEXT, isApiError } from './api-error';
import type { ApiClient } from './client';
import { userFacingText } from './normalise-error';
import type { RegisterBody, SignUpContactBody, SignUpIdentityBody, SignUpStepBody } from './request-bodies';
import type { MutationDefinition } from './server-state';

/** One server-side objection to a sign-up step (spec §3 Sign-up lead). */
const validationEntrySchema = z.object({
  ErrorCode: orElse(z.string(), null),
  ErrorMessage: z.string(),
});
export type ValidationEntry = z.infer<typeof validationEntrySchema>;

/** The answer to a sign-up step: a non-empty ValidationResult means the step does not advance. */
export const signUpStepResultSchema = z.object({
  ValidationResult: orElse(z.array(validationEntrySchema), null),
});

/** Step 1 of the sign-up lead (spec §3). */
export type SignUpContact = SignUpContactBody;

/** Step 2 of the sign-up lead: an SA identity number or a passport, never both. */
export type SignUpIdentity = SignUpIdentityBody;

/** The whole lead, as register takes it. */
export type SignUpLead = RegisterBody;

/** Which step a POST /signup is for, with what the lead holds so far (their schemas: request-bodies.ts). */
export type { SignUpStepBody };

/** POST /v4/api/parties/signup (no token): the server's objections to one step; empty when it may advance. */
async function postSignUpStep(client: ApiClient, body: SignUpStepBody): Promise<ValidationEntry[]> {
  const result = await client.request({
    path: '/v4/api/parties/signup',
    method: 'POST',
    body,
    secure: false,
    schema: signUpStepResultSchema,
  });
  return result.ValidationResult ?? [];
}

/** A sign-up step's post, through the seam (each step of the sign-up wizard). */
export function signUpStepMutation(): MutationDefinition<SignUpStepBody, ValidationEntry[]> {
  return {
    mutationKey: ['parties', 'sign-up-step'],
    mutationFn: (body, { client }) => postSignUpStep(client, body),
  };
}

/** The account register hands back: the credentials the automatic login uses. */
export const registeredAccountSchema = z.object({
  emailAddress: nonEmptyText(),
  password: nonEmptyText(),
});
export type RegisteredAccount = z.infer<typeof registeredAccountSchema>;

/**
 * POST /v4/api/parties/register (no token): creates the account from the whole lead.
 * @internal
 */
export function registerParty(client: ApiClient, lead: SignUpLead): Promise<RegisteredAccount> {
  return client.request({
    path: '/v4/api/parties/register',
    method: 'POST',
    body: lead,
    secure: false,
    schema: registeredAccountSchema,
  });
}

/**
 * Spec §8 Sign-up account error: the server's DisplayMessage, kept short and free of markup, else the
 * error's own message.
 */
export function signUpFailureMessage(error: unknown): string {
  if (!isApiError(error)) return ERROR_TEXT.generic;
  const body = error.body;
  const display =
    typeof body === 'object' && body !== null && 'DisplayMessage' in body ? body.DisplayMessage : undefined;
  return typeof display === 'string' && display.trim() ? userFacingText(display) : error.message;
}

/** Registers the account sign-up collected. */
export function registerMutation(): MutationDefinition<SignUpLead, RegisteredAccount> {
  return {
    mutationKey: ['parties', 'register'],
    mutationFn: (lead, { client }) => registerParty(client, lead),
  };
}
