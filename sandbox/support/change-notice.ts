import { DEMO_COMPANY_FACTS } from '../../src/config/company';
import type { EmailRecord, NoticeEmailKind } from '../model/records';
import type { PartyState, SandboxStore } from '../store';
import { appendBounded } from './bounded';

const WHEN = new Intl.DateTimeFormat('en-ZA', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  // The sandbox's timestamps (SentDate) are UTC read as local time; the notice agrees with them.
  timeZone: 'UTC',
});

const SUBJECTS: Record<NoticeEmailKind, string> = {
  PasswordChanged: 'Your FG password was changed',
  UsernameChanged: 'Your FG username was changed',
};

/** Records the e-mail telling the customer that their password or username changed, and when. */
export function sendChangeNotice(store: SandboxStore, party: PartyState, kind: NoticeEmailKind): EmailRecord {
  const what = kind === 'PasswordChanged' ? SUBJECTS[kind] : `${SUBJECTS[kind]} to ${party.account.username}`;
  const email: EmailRecord = {
    EmailID: store.nextId(),
    Kind: kind,
    To: party.account.emailAddress,
    Subject: SUBJECTS[kind],
    Body: `${what} on ${WHEN.format(store.now())}. If this was not you, contact us at once on ${DEMO_COMPANY_FACTS.telephone}.`,
    Link: null,
    Url: null,
    SentDate: store.timestamp(),
  };
  appendBounded(store.state.emails, email);
  return email;
}
