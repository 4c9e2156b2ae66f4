import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import type {
  passwordResetCompletionBodySchema,
  passwordResetInitiationBodySchema,
} from '../../src/api/request-bodies';
import { badRequest } from '../http/api-error';
import { clientAddress } from '../http/client-address';
import type { RouteDeps } from '../http/deps';
import type { SandboxEnv } from '../http/env';
import type { ReadingOf } from '../http/fields';
import { boolField, emailField, passwordField } from '../http/fields';
import { okResult } from '../http/ok-result';
import { V4, V5 } from '../http/paths';
import { enforce, tooManyAttempts } from '../http/throttle';
import { validBody } from '../http/validate';
import type { EmailRecord, LinkEmailKind } from '../model/records';
import type { PartyState } from '../store';
import { appendBounded } from '../support/bounded';
import { emailHash, randomToken, toBase64Url } from '../support/hash';

const LINK_LIFETIME_MS = 86_400_000;
const BAD_LINK = 'The password reset link is invalid or has expired.';

/**
 * Password reset initiation (spec §3); the older and newer clients differ in the e-mail field's casing.
 * @internal
 */
export const resetInitiationSchema = z
  .strictObject({
    emailAddress: z.string().optional(),
    EmailAddress: z.string().optional(),
    IsOtpReset: boolField.optional(),
    IsLinkReset: boolField.optional(),
    IsForgotPassword: boolField.optional(),
  } satisfies ReadingOf<typeof passwordResetInitiationBodySchema, 'EmailAddress'>)
  .transform((body) => body.emailAddress ?? body.EmailAddress ?? '')
  .pipe(emailField);

/** @internal */
export const completeResetSchema = z.strictObject({
  Username: z.string().trim().min(1, 'Username is required'),
  ResetToken: z.string().trim().min(1, 'ResetToken is required'),
  NewPassword: passwordField,
  EmailAddressHash: z.string().trim().min(1, 'EmailAddressHash is required'),
} satisfies ReadingOf<typeof passwordResetCompletionBodySchema>);

export function passwordRoutes({ store, now, publicOrigin, throttles }: RouteDeps) {
  const app = new Hono<SandboxEnv>();

  function sendLink(party: PartyState, kind: LinkEmailKind): EmailRecord {
    const token = randomToken();
    store.state.resetTokens.set(token, {
      partyId: party.account.partyId,
      purpose: kind,
      expiresAt: now() + LINK_LIFETIME_MS,
      used: false,
    });
    const query = new URLSearchParams({
      u: toBase64Url(party.account.username),
      e: toBase64Url(emailHash(party.account.emailAddress)),
      t: toBase64Url(token),
    });
    const link = `/reset-password?${query.toString()}`;
    const absolute = `${publicOrigin}${link}`;
    const email: EmailRecord = {
      EmailID: store.nextId(),
      Kind: kind,
      To: party.account.emailAddress,
      Subject: kind === 'Activation' ? 'Activate your FG account' : 'Reset your FG password',
      Body:
        kind === 'Activation'
          ? `Follow this link to activate your FG account: ${absolute}`
          : `Follow this link to set a new FG password: ${absolute}`,
      Link: link,
      Url: absolute,
      SentDate: store.timestamp(),
    };
    appendBounded(store.state.emails, email);
    return email;
  }

  // An unknown address is answered exactly as a known one (only no e-mail is sent), so the answer
  // never tells whether an account exists; the throttle counts both alike for the same reason.
  const reset = (kind: LinkEmailKind) => async (c: Context<SandboxEnv>) => {
    const email = await validBody(c, resetInitiationSchema);
    enforce(throttles.linkEmailsPerClient, clientAddress(c));
    enforce(throttles.linkEmails, email.toLowerCase());
    const party = store.partyByEmail(email);
    if (party) sendLink(party, kind);
    return c.json(
      okResult(
        kind === 'Activation'
          ? `An activation email has been sent to ${email}.`
          : `A password reset email has been sent to ${email}.`,
      ),
    );
  };

  app.post(`${V4}/partyauthentications/ResetPasswordRequested`, reset('PasswordReset'));
  app.post(`${V4}/partyauthentications/ActivateByEmail`, reset('Activation'));
  app.post(`${V5}/Auth/InitiatePasswordReset`, reset('PasswordReset'));
  app.post(`${V5}/Auth/ActivateByEmail`, reset('Activation'));

  app.post(`${V5}/Auth/CompletePasswordReset`, async (c) => {
    const body = await validBody(c, completeResetSchema);
    const grant = store.state.resetTokens.get(body.ResetToken);
    const party = grant ? store.party(grant.partyId) : undefined;
    if (
      !grant ||
      !party ||
      grant.used ||
      grant.expiresAt <= now() ||
      party.account.username.toLowerCase() !== body.Username.toLowerCase() ||
      emailHash(party.account.emailAddress) !== body.EmailAddressHash.toLowerCase()
    ) {
      // Only failures count, so a customer's good link works whatever others at their address tried.
      const wait = throttles.resetFailures.take(clientAddress(c));
      throw wait === null ? badRequest(BAD_LINK) : tooManyAttempts(wait);
    }
    grant.used = true;
    party.account.password = body.NewPassword;
    party.account.isActivated = true;
    return c.json(okResult('Password has been created'));
  });

  return app;
}
