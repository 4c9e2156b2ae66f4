import type { Account } from '../model/party';
import type { AccessTokenSubject } from './token-service';

/**
 * Longest a name claim may be. Every API call carries the token in a header, so a claim that grew with
 * what a customer typed (FullName) could make every call too large to be accepted (431).
 */
const NAME_CLAIM_MAX = 100;

/** `value` cut to `max` UTF-16 units, never between the halves of a surrogate pair. */
function bounded(value: string, max: number): string {
  if (value.length <= max) return value;
  const cut = value.slice(0, max);
  return /[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut;
}

export function subjectOf(account: Account): AccessTokenSubject {
  return {
    PartyId: account.partyId,
    ClientName: bounded(account.clientName, NAME_CLAIM_MAX),
    Username: account.username,
    FullName: bounded(account.fullName, NAME_CLAIM_MAX),
    ShortName: bounded(account.shortName, NAME_CLAIM_MAX),
    LoginCount: account.loginCount,
    role: account.role,
    PartyRoles: account.partyRoles,
  };
}
