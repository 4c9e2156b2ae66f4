import { badRequest } from '../http/api-error';
import { type Lockout, tooManyAttempts } from '../http/throttle';
import type { PersonalDetails } from '../model/party';
import type { PersonalDetailsBody } from '../routes/profile-schemas';
import type { PartyState, SandboxStore } from '../store';
import { sendChangeNotice } from './change-notice';
import { parseSaId } from './sa-id';

/** Profile changes shared by the v3 and v4 calls, each recorded for inspection. */
export function recordProfileUpdate(
  store: SandboxStore,
  party: PartyState,
  kind: string,
  detail: unknown,
): void {
  store.state.records.profileUpdates.push({
    ID: store.nextId(),
    PartyID: party.account.partyId,
    Kind: kind,
    Detail: detail,
    CreatedDate: store.timestamp(),
  });
}

function assertIdentityFree(store: SandboxStore, party: PartyState, identityNumber: string): void {
  const holder = store.partyByIdentityNumber(identityNumber);
  if (holder && holder !== party) {
    throw badRequest('The identity number is already registered to another account.');
  }
}

export function updatePersonalDetails(
  store: SandboxStore,
  party: PartyState,
  body: PersonalDetailsBody,
): PersonalDetails {
  if (body.IsIdentitySA && !parseSaId(body.IdentityNumber)) throw badRequest('Not a valid SA ID Number');
  assertIdentityFree(store, party, body.IdentityNumber);
  party.personal = {
    PartyID: party.account.partyId,
    Title: body.Title ?? '',
    Firstname: body.Firstname,
    Surname: body.Surname,
    IdentityNumber: body.IdentityNumber,
    IsIdentitySA: body.IsIdentitySA,
    Gender: body.Gender,
    DateOfBirth: `${body.DateOfBirth}T00:00:00`,
    AllowMarketingConsent: body.AllowMarketingConsent,
  };
  // Names are at most 100 characters each; the token's claims are cut to a bound as well (subject.ts).
  party.account.fullName = `${body.Firstname} ${body.Surname}`;
  recordProfileUpdate(store, party, 'PersonalDetails', party.personal);
  return party.personal;
}

/** Sets the identity number; with `derive` the birth date and gender follow from it (the auto-update call). */
export function updateIdentityNumber(
  store: SandboxStore,
  party: PartyState,
  identityNumber: string,
  derive: boolean,
): PersonalDetails {
  const info = parseSaId(identityNumber);
  if (!info) throw badRequest('Not a valid SA ID Number');
  assertIdentityFree(store, party, identityNumber);
  party.personal.IdentityNumber = identityNumber;
  party.personal.IsIdentitySA = true;
  if (derive) {
    party.personal.DateOfBirth = info.dateOfBirth;
    party.personal.Gender = info.gender;
  }
  recordProfileUpdate(store, party, derive ? 'IdentityNumberAutoUpdate' : 'IdentityNumber', {
    identityNumber,
  });
  return party.personal;
}

/**
 * After a change of credentials, every other session must sign in again. Refresh tokens carry the
 * session they were issued to (the `sid` of its access tokens), so the caller's own session carries
 * on and only the others' refresh tokens are revoked. Access tokens already out stay valid until they
 * expire, as bearer tokens do.
 */
function endOtherSessions(store: SandboxStore, party: PartyState, sessionId: string): void {
  store.revokeRefreshTokens(party.account.partyId, sessionId);
}

/**
 * The current password, checked under the login's own per-username lockout (`logins`): a signed-in
 * session cannot guess the password faster than the login form can. Wrong → 400 `wrong`, counted;
 * while locked → 429 with Retry-After, even when right; right → the count starts again.
 */
function assertCurrentPassword(logins: Lockout, party: PartyState, password: string, wrong: string): void {
  const key = party.account.username.toLowerCase();
  const wait = logins.retryAfter(key);
  if (wait !== null) throw tooManyAttempts(wait);
  if (party.account.password !== password) {
    logins.failed(key);
    throw badRequest(wrong);
  }
  logins.succeeded(key);
}

/** `sessionId`: the caller's session (the access token's `sid`), the one that stays signed in. */
export function changePassword(
  store: SandboxStore,
  party: PartyState,
  change: { current: string; next: string; sessionId: string; logins: Lockout },
): void {
  assertCurrentPassword(change.logins, party, change.current, 'The current password is incorrect.');
  party.account.password = change.next;
  recordProfileUpdate(store, party, 'Password', {});
  endOtherSessions(store, party, change.sessionId);
  sendChangeNotice(store, party, 'PasswordChanged');
}

/** `sessionId`: the caller's session (the access token's `sid`), the one that stays signed in. */
export function changeUsername(
  store: SandboxStore,
  party: PartyState,
  change: { username: string; password: string; sessionId: string; logins: Lockout },
): void {
  assertCurrentPassword(change.logins, party, change.password, 'The password is incorrect.');
  const holder = store.partyByUsername(change.username);
  if (holder && holder !== party) throw badRequest('The username already exists.');
  party.account.username = change.username;
  recordProfileUpdate(store, party, 'UserName', { UserName: change.username });
  endOtherSessions(store, party, change.sessionId);
  sendChangeNotice(store, party, 'UsernameChanged');
}

export function changeEmailAddress(store: SandboxStore, party: PartyState, email: string): void {
  const holder = store.partyByEmail(email);
  if (holder && holder !== party) throw badRequest('The email address is already in use.');
  party.account.emailAddress = email;
  const personalEmail = party.contacts.find((contact) => contact.ContactFieldNameID === 9);
  if (personalEmail) personalEmail.FieldData = email;
  recordProfileUpdate(store, party, 'EmailAddress', { EmailAddress: email });
}
