import * as z from 'zod/mini';
import { orElse } from '../domain/schema-parts';
import { ApiError } from './api-error';
import type { ApiClient } from './client';
import { checkIdentityNumber, IDENTITY_NUMBER_REFUSALS } from './identity-number';
import type {
  IdentityNumberBody,
  PasswordChangeBody,
  PersonalDetailsBody,
  UsernameChangeBody,
} from './request-bodies';
import type { MutationDefinition, QueryDefinition } from './server-state';
import { requestToken } from './token';
import { throttleAware } from './too-many-attempts';

// Spec §7 "Profile (v3)" and "Parties (v4)"; shapes §3 (personal details, contact detail, bank detail, account settings).

const text = orElse(z.string(), '');

/** Spec §3 Personal details, as the API sends them (missing text read as ''). */
export const personalDetailsSchema = z.object({
  PartyID: orElse(z.string(), ''),
  Title: text,
  Firstname: text,
  Surname: text,
  IdentityNumber: text,
  IsIdentitySA: orElse(z.boolean(), true),
  Gender: text,
  DateOfBirth: text,
  AllowMarketingConsent: orElse(z.nullable(z.boolean()), null),
});
export type PersonalDetails = z.infer<typeof personalDetailsSchema>;

/** Spec §3 Contact detail. */
export const contactDetailSchema = z.object({
  ContactFieldNameID: z.number(),
  ContactFieldName: text,
  FieldData: text,
});
export type ContactDetail = z.infer<typeof contactDetailSchema>;

/** Spec §3 Bank detail (latest). */
export const profileBankDetailSchema = z.object({
  AccountHolderName: text,
  BankName: text,
  AccountNumber: text,
  BranchCode: text,
});
export type ProfileBankDetail = z.infer<typeof profileBankDetailSchema>;

/** The account the customer signs in with (PartyAuthentication). */
export const accountSettingsSchema = z.object({
  UserName: z.string(),
  LastLoginDate: orElse(z.nullable(z.string()), null),
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;

export const okSchema = z.object({});

const profileKeys = {
  all: ['profile'] as const,
  personal: ['profile', 'personal'] as const,
  contacts: ['profile', 'contacts'] as const,
  bank: ['profile', 'bank'] as const,
  account: ['profile', 'account'] as const,
  referral: ['profile', 'referral'] as const,
};

/** The party's referral code (GET referenceCode). */
export const referenceCodeSchema = z.object({ ReferenceCode: z.string() });

/** The customer's own referral code (spec §7 GET referenceCode?type=Mobile Referral). */
export function referralCodeQuery(): QueryDefinition<string> {
  return {
    queryKey: profileKeys.referral,
    queryFn: async ({ client, party, signal }) =>
      (
        await client.request({
          path: '/v4/api/parties/[partyId]/referenceCode',
          party,
          query: { type: 'Mobile Referral' },
          secure: true,
          schema: referenceCodeSchema,
          signal,
        })
      ).ReferenceCode,
    staleTime: Number.POSITIVE_INFINITY,
  };
}

export function personalDetailsQuery(): QueryDefinition<PersonalDetails> {
  return {
    queryKey: profileKeys.personal,
    queryFn: ({ client, party, signal }) =>
      client.request({
        path: '/v3/api/Parties/[partyId]',
        party,
        secure: true,
        schema: personalDetailsSchema,
        signal,
      }),
  };
}

export function contactDetailsQuery(): QueryDefinition<ContactDetail[]> {
  return {
    queryKey: profileKeys.contacts,
    queryFn: ({ client, party, signal }) =>
      client.request({
        path: '/v3/api/Parties/[partyId]/PartyContactDetails',
        party,
        secure: true,
        schema: z.array(contactDetailSchema),
        signal,
      }),
  };
}

/**
 * The latest bank details, or null when there are none. Spec §8: a failure to load them counts as
 * none (the card then says so), so this read never fails.
 */
export function profileBankDetailsQuery(): QueryDefinition<ProfileBankDetail | null> {
  return {
    queryKey: profileKeys.bank,
    queryFn: ({ client, party, signal }) =>
      client
        .request({
          path: '/v3/api/profile/[partyId]/PartyBankDetails',
          party,
          secure: true,
          schema: z.nullable(profileBankDetailSchema),
          signal,
        })
        .catch(() => null),
    retry: false,
  };
}

export function accountSettingsQuery(): QueryDefinition<AccountSettings> {
  return {
    queryKey: profileKeys.account,
    queryFn: ({ client, party, signal }) =>
      client.request({
        path: '/v3/api/Parties/[partyId]/PartyAuthentication',
        party,
        secure: true,
        schema: accountSettingsSchema,
        signal,
      }),
  };
}

/** Personal details as the form saves them (spec §3), with whether the identity number changed. */
export interface PersonalDetailsChange {
  details: Omit<PersonalDetails, 'AllowMarketingConsent'> & { AllowMarketingConsent: boolean };
  identityNumberChanged: boolean;
}

/**
 * Saves personal details (PUT v3 Parties/{partyId}). A changed South African ID number goes first to
 * the API's full check (validateidentitynumberfull: a refused or taken number stops the save with its
 * reason, status 400), then through identitynumberautoupdate, which also sets the date of birth and sex
 * from it; those are what the PUT then sends.
 */
export function savePersonalDetailsMutation(): MutationDefinition<PersonalDetailsChange, PersonalDetails> {
  return {
    mutationKey: ['profile', 'save-personal'],
    mutationFn: async ({ details, identityNumberChanged }, { client, party }) => {
      let saved = details;
      // The ID number calls take South African ID numbers only: a passport number goes with the PUT.
      if (identityNumberChanged && details.IsIdentitySA) {
        const check = await checkIdentityNumber(client, details.IdentityNumber, party);
        const refusal = !check.IsValid
          ? IDENTITY_NUMBER_REFUSALS.invalid
          : check.IsInUse
            ? IDENTITY_NUMBER_REFUSALS.inUse
            : undefined;
        if (refusal) throw new ApiError({ status: 400, message: refusal, description: refusal });
        const updated = await client.request({
          path: '/v4/api/parties/[partyId]/identitynumberautoupdate',
          party,
          method: 'PUT',
          secure: true,
          body: { IdentityNumber: details.IdentityNumber } satisfies IdentityNumberBody,
          schema: personalDetailsSchema,
        });
        saved = { ...details, DateOfBirth: updated.DateOfBirth.slice(0, 10), Gender: updated.Gender };
      }
      return client.request({
        path: '/v3/api/Parties/[partyId]',
        party,
        method: 'PUT',
        secure: true,
        body: { ...saved, PartyID: party } satisfies PersonalDetailsBody,
        schema: personalDetailsSchema,
      });
    },
    invalidates: [profileKeys.personal],
  };
}

/** Whether a username is taken (GET findbyusername). */
export const usernameTakenSchema = z.object({ Exists: z.boolean() });

/** Whether a username is taken (GET v3 Signup/findbyusername/{username}/). */
async function isUsernameTaken(client: ApiClient, username: string): Promise<boolean> {
  const found = await client.request({
    path: `/v3/api/Signup/findbyusername/${encodeURIComponent(username)}/`,
    secure: true,
    schema: usernameTakenSchema,
  });
  return found.Exists;
}

/** The new username, confirmed with the current password. */
export type UsernameChange = UsernameChangeBody;

/** Spec §4: the username is only posted when it is free; a taken one fails with `taken`. */
export function changeUsernameMutation(): MutationDefinition<UsernameChange, 'changed' | 'taken'> {
  return {
    mutationKey: ['profile', 'change-username'],
    mutationFn: async (change, { client, party }) => {
      if (await isUsernameTaken(client, change.UserName)) return 'taken';
      await client.request({
        path: '/v3/api/Profile/[partyId]/profile/username',
        party,
        method: 'PUT',
        secure: true,
        body: change,
        // The password check shares the login's lockout: its 429 says how long to wait.
        transport: throttleAware(),
        schema: okSchema,
      });
      await renewSession(client, change.UserName, change.Password);
      return 'changed';
    },
    invalidates: [profileKeys.account],
  };
}

/** The current password and the new one (spec §3 account settings). */
export type PasswordChange = PasswordChangeBody;

export function changePasswordMutation(): MutationDefinition<PasswordChange, void> {
  return {
    mutationKey: ['profile', 'change-password'],
    mutationFn: async (change, { client, party }) => {
      const username = client.auth.current()?.username ?? '';
      await client.request({
        path: '/v3/api/Profile/[partyId]/profile/password',
        party,
        method: 'PUT',
        secure: true,
        body: change,
        transport: throttleAware(),
        schema: okSchema,
      });
      await renewSession(client, username, change.NewPassword);
    },
  };
}

/**
 * After a username or password change: a fresh pair of tokens for the new credentials, so this tab
 * carries on (the change ends the other sessions, and a refresh names the username). When that fails
 * the change still stands; the session then runs out as any would, and the customer logs in again.
 */
async function renewSession(client: ApiClient, username: string, password: string): Promise<void> {
  try {
    client.auth.loggedIn(await requestToken(client.config, { grant_type: 'password', username, password }));
  } catch {
    // Nothing to undo: see above.
  }
}
