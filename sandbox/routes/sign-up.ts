import { Hono } from 'hono';
import { accounts } from '../fixtures/accounts';
import { campaignReferralCodes } from '../fixtures/links';
import { ApiError, badRequest } from '../http/api-error';
import { clientAddress } from '../http/client-address';
import type { RouteDeps } from '../http/deps';
import type { SandboxEnv } from '../http/env';
import { V4 } from '../http/paths';
import { enforce, type Throttles } from '../http/throttle';
import { validBody } from '../http/validate';
import type { SandboxStore } from '../store';
import { appendBounded, MAX_KEPT } from '../support/bounded';
import { parseSaId } from '../support/sa-id';
import { registerSchema, signUpStepSchema } from './sign-up-schemas';

export interface ValidationEntry {
  ErrorCode: string;
  ErrorMessage: string;
}

const REFERRAL_PLACEHOLDER = '-----';

function referralProblem(store: SandboxStore, code: string | null | undefined): ValidationEntry | null {
  const trimmed = code?.trim() ?? '';
  if (trimmed === '' || trimmed === REFERRAL_PLACEHOLDER) return null;
  const known = [
    ...campaignReferralCodes,
    ...accounts.map((account) => account.referralCode),
    ...[...store.state.parties.values()].map((party) => party.account.referralCode),
  ];
  if (known.some((candidate) => candidate.toUpperCase() === trimmed.toUpperCase())) return null;
  return { ErrorCode: 'InvalidReferralCode', ErrorMessage: `The referral code ${trimmed} is not valid.` };
}

function emailProblem(store: SandboxStore, throttles: Throttles, email: string): ValidationEntry | null {
  // Whether an address has an account is worth knowing to an attacker: each address is asked a few times at most.
  enforce(throttles.addressChecks, email.toLowerCase());
  if (!store.partyByEmail(email)) return null;
  return {
    ErrorCode: 'EmailAddressInUse',
    ErrorMessage: 'An account already exists for this email address. Please log in or reset your password.',
  };
}

function idNumberProblems(
  store: SandboxStore,
  throttles: Throttles,
  idNumber: string | null | undefined,
): ValidationEntry[] {
  if (!idNumber) return [];
  if (!parseSaId(idNumber)) {
    return [
      { ErrorCode: 'InvalidIdNumber', ErrorMessage: 'The ID number is not a valid South African ID number.' },
    ];
  }
  // Whether an ID number has an account is as telling as an address: each number is asked a few times at most.
  enforce(throttles.idNumberChecks, idNumber);
  if (store.partyByIdentityNumber(idNumber)) {
    return [{ ErrorCode: 'IdNumberInUse', ErrorMessage: 'An account already exists for this ID number.' }];
  }
  return [];
}

const present = <T>(value: T | null): value is T => value !== null;

/** Sign-up wizard steps and account creation (spec §3 sign-up lead, §4 sign-up). */
export function signUpRoutes({ store, throttles }: RouteDeps) {
  const app = new Hono<SandboxEnv>();

  app.post(`${V4}/parties/signup`, async (c) => {
    enforce(throttles.signUpCalls, clientAddress(c));
    const body = await validBody(c, signUpStepSchema);
    const results: ValidationEntry[] =
      body.Step === 1
        ? [emailProblem(store, throttles, body.EmailAddress)].filter(present)
        : body.Step === 2
          ? [
              ...idNumberProblems(store, throttles, body.IdNumber),
              referralProblem(store, body.ReferralCode),
            ].filter(present)
          : [];
    appendBounded(store.state.records.signupSteps, {
      ID: store.nextId(),
      PartyID: null,
      Kind: `Step${body.Step}`,
      Detail: { ValidationResult: results },
      CreatedDate: store.timestamp(),
    });
    return c.json({ Step: body.Step, ValidationResult: results });
  });

  app.post(`${V4}/parties/register`, async (c) => {
    // Accounts are made without a token: bounded like everything else such callers store. Dropping
    // old accounts would log people out, so past the bound the sandbox refuses new ones until a reset.
    if (store.state.parties.size >= MAX_KEPT) {
      throw new ApiError(503, 'The sandbox holds as many accounts as it can; reset it to sign up again.');
    }
    enforce(throttles.signUpCalls, clientAddress(c));
    const body = await validBody(c, registerSchema);
    const problems = [
      emailProblem(store, throttles, body.EmailAddress),
      ...idNumberProblems(store, throttles, body.IdNumber),
      referralProblem(store, body.ReferralCode),
    ].filter(present);
    const first = problems[0];
    if (first) {
      throw badRequest(first.ErrorMessage, {
        DisplayMessage: first.ErrorMessage,
        ValidationResult: problems,
      });
    }
    const saId = body.IdNumber ? parseSaId(body.IdNumber) : null;
    const party = store.createParty({
      username: body.EmailAddress,
      password: body.Password,
      firstName: body.FirstName,
      lastName: body.LastName,
      cellPhone: body.CellPhone ?? '',
      identityNumber: body.IdNumber ?? body.PassportNumber ?? '',
      isIdentitySA: saId !== null,
      gender: saId?.gender ?? '',
      dateOfBirth: saId?.dateOfBirth ?? '',
      allowMarketingConsent: body.AllowMarketingConsent ?? false,
    });
    return c.json({
      emailAddress: body.EmailAddress,
      password: body.Password,
      PartyId: party.account.partyId,
    });
  });

  return app;
}
