import * as z from 'zod/mini';
import type { ApiClient } from './client';
import type { PasswordResetCompletionBody, PasswordResetInitiationBody } from './request-bodies';
import type { MutationDefinition } from './server-state';

// Apart from auth.ts so the reset and activation widgets do not download the session (spec §6: these
// calls go without a token).

/** What the reset and activation calls answer; only success or failure matters, so the rest is dropped. */
export const commandResultSchema = z.optional(
  z.nullable(z.object({ Message: z.optional(z.nullable(z.string())) })),
);

/** Spec §3 Password reset initiation. */
function initiation(emailAddress: string, forgotPassword: boolean): PasswordResetInitiationBody {
  return { emailAddress, IsOtpReset: false, IsLinkReset: true, IsForgotPassword: forgotPassword };
}

/** POST /v5/api/Auth/InitiatePasswordReset (no token): e-mails a password reset link. */
async function initiatePasswordReset(client: ApiClient, emailAddress: string): Promise<void> {
  await client.request({
    path: '/v5/api/Auth/InitiatePasswordReset',
    method: 'POST',
    body: initiation(emailAddress, true),
    secure: false,
    schema: commandResultSchema,
  });
}

/** POST /v5/api/Auth/ActivateByEmail (no token): e-mails an activation link. */
async function activateByEmail(client: ApiClient, emailAddress: string): Promise<void> {
  await client.request({
    path: '/v5/api/Auth/ActivateByEmail',
    method: 'POST',
    body: initiation(emailAddress, false),
    secure: false,
    schema: commandResultSchema,
  });
}

/** Spec §3 Password reset completion: the decoded link plus the new password. */
export type PasswordResetCompletion = PasswordResetCompletionBody;

/** POST /v5/api/Auth/CompletePasswordReset (no token): sets the password a link was sent for. */
async function completePasswordReset(client: ApiClient, body: PasswordResetCompletion): Promise<void> {
  await client.request({
    path: '/v5/api/Auth/CompletePasswordReset',
    method: 'POST',
    body,
    secure: false,
    schema: commandResultSchema,
  });
}

/** Asks for a password-reset e-mail; resolves with the address it goes to. */
export function passwordResetMutation(): MutationDefinition<string, string> {
  return {
    mutationKey: ['password', 'reset'],
    mutationFn: async (emailAddress, { client }) => {
      await initiatePasswordReset(client, emailAddress);
      return emailAddress;
    },
  };
}

/** Asks for an activation e-mail; resolves with the address it goes to. */
export function activationMutation(): MutationDefinition<string, string> {
  return {
    mutationKey: ['password', 'activate'],
    mutationFn: async (emailAddress, { client }) => {
      await activateByEmail(client, emailAddress);
      return emailAddress;
    },
  };
}

/** Sets the new password from a reset link. */
export function passwordResetCompletionMutation(): MutationDefinition<PasswordResetCompletion, void> {
  return {
    mutationKey: ['password', 'complete'],
    mutationFn: (body, { client }) => completePasswordReset(client, body),
  };
}
