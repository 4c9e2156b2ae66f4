import { badRequest } from '../http/api-error';
import type { PersonalDetails } from '../model/party';
import type { PersonalDetailsBody } from '../routes/profile-schemas';
import type { PartyState, SandboxStore } from '../store';
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
    DateOfBirth: `${body.DateOfBirth.slice(0, 10)}T00:00:00`,
    AllowMarketingConsent: body.AllowMarketingConsent,
  };
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

export function changePassword(store: SandboxStore, party: PartyState, current: string, next: string): void {
  if (party.account.password !== current) throw badRequest('The current password is incorrect.');
  party.account.password = next;
  recordProfileUpdate(store, party, 'Password', {});
}

export function changeUsername(
  store: SandboxStore,
  party: PartyState,
  username: string,
  password: string,
): void {
  if (party.account.password !== password) throw badRequest('The password is incorrect.');
  const holder = store.partyByUsername(username);
  if (holder && holder !== party) throw badRequest('The username already exists.');
  party.account.username = username;
  recordProfileUpdate(store, party, 'UserName', { UserName: username });
}

export function changeEmailAddress(store: SandboxStore, party: PartyState, email: string): void {
  const holder = store.partyByEmail(email);
  if (holder && holder !== party) throw badRequest('The email address is already in use.');
  party.account.emailAddress = email;
  const personalEmail = party.contacts.find((contact) => contact.ContactFieldNameID === 9);
  if (personalEmail) personalEmail.FieldData = email;
  recordProfileUpdate(store, party, 'EmailAddress', { EmailAddress: email });
}
