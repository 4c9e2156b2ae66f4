import * as z from 'zod/mini';
import { currentUser, loginFailed, loginStarted, loginSucceeded, type User } from '../session';
import { CLIENT_STATUS, ERROR_TEXT, isApiError } from './api-error';
import type { ApiClient } from './client';
import { createDocumentRequirementInstance, postLoginEvent } from './parties';
import { requestToken } from './token';

/** Spec §3 Credentials. */
export interface Credentials {
  username: string;
  password: string;
}

/** Shown for a refused login whose reason is missing or a bare OAuth code (spec §8 Login failure, 401). */
export const WRONG_CREDENTIALS_TEXT = 'The username or password is incorrect. Please try again.';

/** OAuth error codes such as `invalid_grant` or `invalid_username_or_password`: not for people to read. */
const MACHINE_CODE = /^[a-z]+(?:_[a-z]+)+$/;

/**
 * The red alert of a failed login in friendly words: a refused login (400, 401) reads as a wrong
 * username or password unless the server gave a sentence of its own (e.g. not activated yet);
 * anything else keeps the client's §8 message (network, timeout, server error).
 */
export function loginFailureMessage(error: unknown): string {
  if (!isApiError(error)) return ERROR_TEXT.generic;
  if (error.status === 400 || error.status === 401) {
    const description = error.description?.trim();
    if (!description || MACHINE_CODE.test(description)) return WRONG_CREDENTIALS_TEXT;
  }
  return error.message;
}

/** Thrown by {@link logIn}; `message` is ready to show. */
export class LoginError extends Error {
  override readonly name = 'LoginError';
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.status = status;
  }
}

/**
 * Spec §4 Login: password grant, then the session holds the tokens; the LoginAction event and the
 * document-requirement instance are posted without waiting and their errors ignored. Resolves to the
 * signed-in user. The caller loads workspaces and menus next (they belong to the query cache).
 * On failure the session records the error and a {@link LoginError} is thrown.
 */
export async function logIn(client: ApiClient, { username, password }: Credentials): Promise<User> {
  loginStarted();
  let user: User | null = null;
  try {
    const tokens = await requestToken(client.config, { grant_type: 'password', username, password });
    if (loginSucceeded(tokens)) user = currentUser();
  } catch (error) {
    const message = loginFailureMessage(error);
    loginFailed(message);
    throw new LoginError(message, isApiError(error) ? error.status : CLIENT_STATUS.unhandled);
  }
  if (!user) throw new LoginError('The sign-in response could not be read. Please try again.', 501);
  const ignore = () => undefined;
  postLoginEvent(client, user.partyId).catch(ignore);
  createDocumentRequirementInstance(client).catch(ignore);
  return user;
}

/** Spec §3 Password reset initiation. */
export interface PasswordResetInitiation {
  emailAddress: string;
  IsOtpReset: false;
  IsLinkReset: true;
  IsForgotPassword: boolean;
}

/** What the reset and activation calls answer; only success or failure matters, so the shape is loose. */
export const commandResultSchema = z.optional(
  z.nullable(z.looseObject({ Message: z.optional(z.nullable(z.string())) })),
);

function initiation(emailAddress: string, forgotPassword: boolean): PasswordResetInitiation {
  return { emailAddress, IsOtpReset: false, IsLinkReset: true, IsForgotPassword: forgotPassword };
}

/** POST /v5/api/Auth/InitiatePasswordReset (no token): e-mails a password reset link. */
export async function initiatePasswordReset(client: ApiClient, emailAddress: string): Promise<void> {
  await client.request({
    path: '/v5/api/Auth/InitiatePasswordReset',
    method: 'POST',
    body: initiation(emailAddress, true),
    secure: false,
    schema: commandResultSchema,
  });
}

/** POST /v5/api/Auth/ActivateByEmail (no token): e-mails an activation link. */
export async function activateByEmail(client: ApiClient, emailAddress: string): Promise<void> {
  await client.request({
    path: '/v5/api/Auth/ActivateByEmail',
    method: 'POST',
    body: initiation(emailAddress, false),
    secure: false,
    schema: commandResultSchema,
  });
}

/** Spec §3 Password reset completion: the decoded link plus the new password. */
export interface PasswordResetCompletion {
  Username: string;
  ResetToken: string;
  EmailAddressHash: string;
  NewPassword: string;
}

/** POST /v5/api/Auth/CompletePasswordReset (no token): sets the password a link was sent for. */
export async function completePasswordReset(client: ApiClient, body: PasswordResetCompletion): Promise<void> {
  await client.request({
    path: '/v5/api/Auth/CompletePasswordReset',
    method: 'POST',
    body,
    secure: false,
    schema: commandResultSchema,
  });
}
