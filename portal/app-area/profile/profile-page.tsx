import type { ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { documentsQuery, taxNumberQuery } from '../../../src/api/documents';
import {
  accountSettingsQuery,
  contactDetailsQuery,
  personalDetailsQuery,
  profileBankDetailsQuery,
  referralCodeQuery,
} from '../../../src/api/profile';
import { formatDate } from '../../../src/domain/format-date';
import { maskIdentityNumber } from '../../../src/domain/mask-identity-number';
import { useServerQuery } from '../../../src/react';
import { Card, DismissibleAlert, Spinner, useClasses } from '../../../src/ui';
import { RevealableText } from '../../../src/ui/revealable-text';
import { VisuallyHidden } from '../../../src/ui/visually-hidden';
import { usePageTitle } from '../../use-page-title';
import { HeldDocuments } from './documents-section';
import { BankDetailsBody, CardBody, ContactDetailsBody } from './profile-details';
import { DetailsList } from './profile-details-list';
import { SEX_OPTIONS } from './profile-options';
import { profileStyles } from './profile-styles';
import {
  editSectionPath,
  PROFILE_SECTIONS,
  PROFILE_TEXT,
  type ProfileSectionId,
  SAVED_BANNERS,
  savedChange,
} from './profile-text';
import { ReferralSection } from './referral-section';

const yesNo = (value: boolean | null) => (value === null ? 'Not answered' : value ? 'Yes' : 'No');

/** The ID or passport number row: masked, with Show (DESIGN §4h); a missing number shows as one. */
const identityRow = (term: string, value: string): readonly [string, ReactNode] => [
  term,
  value && <RevealableText value={value} masked={maskIdentityNumber(value)} name={term.toLowerCase()} />,
];

function ProfileCard({
  id,
  action = 'Edit',
  children,
}: {
  id: ProfileSectionId;
  action?: string;
  children: ReactNode;
}) {
  const section = PROFILE_SECTIONS.find((candidate) => candidate.id === id);
  const title = section?.title ?? '';
  return (
    <Card
      title={title}
      action={{
        label: (
          <>
            {action}
            <VisuallyHidden>{` ${title}`}</VisuallyHidden>
          </>
        ),
        href: editSectionPath(id),
      }}
    >
      {children}
    </Card>
  );
}

/**
 * Spec §2 /app/profile, My Profile: read-only cards of personal, contact and bank details and the
 * account settings, each with an Edit link; the banner of a change just saved.
 */
export function ProfilePage() {
  usePageTitle(PROFILE_TEXT.title);
  const classes = useClasses(profileStyles);
  const personal = useServerQuery(personalDetailsQuery());
  const contacts = useServerQuery(contactDetailsQuery());
  const bank = useServerQuery(profileBankDetailsQuery());
  const account = useServerQuery(accountSettingsQuery());
  const taxNumber = useServerQuery(taxNumberQuery());
  // The cards come together once every one has its answer (or its error): one loading card after
  // another would push the cards below it down the page, under the pointer.
  const documents = useServerQuery(documentsQuery());
  const referral = useServerQuery(referralCodeQuery());
  const loading = [personal, contacts, bank, account, taxNumber, documents, referral].some(
    (query) => query.status === 'pending',
  );
  const [, navigate] = useLocation();
  const saved = savedChange(new URLSearchParams(useSearch()).get('saved'));

  return (
    <div className={classes.page}>
      <h1 className={classes.heading}>{PROFILE_TEXT.title}</h1>
      {saved && (
        <DismissibleAlert variant="success" onDismiss={() => navigate('/app/profile', { replace: true })}>
          {SAVED_BANNERS[saved]}
        </DismissibleAlert>
      )}
      {loading ? (
        <Spinner label={PROFILE_TEXT.loading} showLabel />
      ) : (
        <div className={classes.cards}>
          <ProfileCard id="personal">
            <CardBody
              state={personal}
              section="Personal Details"
              isEmpty={(data) => !data.Firstname && !data.Surname && !data.IdentityNumber}
            >
              {(data) => (
                <DetailsList
                  rows={[
                    ['Title', data.Title],
                    ['First name', data.Firstname],
                    ['Surname', data.Surname],
                    identityRow(
                      data.IsIdentitySA ? 'Identity number' : 'Passport number',
                      data.IdentityNumber,
                    ),
                    ['South African citizen', yesNo(data.IsIdentitySA)],
                    ['Sex', SEX_OPTIONS.find((option) => option.value === data.Gender)?.label ?? ''],
                    ['Date of birth', formatDate(data.DateOfBirth)],
                    ['Marketing consent', yesNo(data.AllowMarketingConsent)],
                  ]}
                />
              )}
            </CardBody>
          </ProfileCard>
          <ProfileCard id="contact">
            <ContactDetailsBody state={contacts} />
          </ProfileCard>
          <ProfileCard id="bank">
            <BankDetailsBody state={bank} />
          </ProfileCard>
          <ProfileCard id="account">
            <CardBody state={account} section="Account Settings" isEmpty={(data) => !data.UserName}>
              {(data) => (
                <DetailsList
                  rows={[
                    ['Username', data.UserName],
                    ['Password', 'Hidden for your security'],
                  ]}
                />
              )}
            </CardBody>
          </ProfileCard>
          <ProfileCard id="documents" action="Upload">
            <HeldDocuments />
          </ProfileCard>
          <ReferralSection />
          <ProfileCard id="tax">
            <CardBody state={taxNumber} section="Tax number" isEmpty={(number) => number === null}>
              {(number) => <DetailsList rows={[['Income tax reference number', number ?? '']]} />}
            </CardBody>
          </ProfileCard>
        </div>
      )}
      <p className={classes.text}>
        Something else?{' '}
        <Link className={classes.link} href={editSectionPath('help')}>
          Ask us for help
        </Link>
      </p>
    </div>
  );
}
