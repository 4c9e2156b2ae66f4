import type { Account } from '../model/party';
import type { AccessTokenSubject } from './token-service';

export function subjectOf(account: Account): AccessTokenSubject {
  return {
    PartyId: account.partyId,
    ClientName: account.clientName,
    Username: account.username,
    FullName: account.fullName,
    ShortName: account.shortName,
    LoginCount: account.loginCount,
    role: account.role,
    PartyRoles: account.partyRoles,
  };
}
