import type { ReactNode } from 'react';
import type { ContactDetail, ProfileBankDetail } from '../../../src/api/profile';
import { maskAccountNumber } from '../../../src/domain/rand-amount';
import type { QueryState } from '../../../src/react/server-state';
import { Alert, Spinner, useClasses } from '../../../src/ui';
import { groupContacts } from './contact-groups';
import { ContactGroupsList } from './contact-groups-list';
import { DetailsList } from './profile-details-list';
import { profileStyles } from './profile-styles';
import { PROFILE_TEXT } from './profile-text';

/** One read's details: loading, 'Oops! Something went wrong.', 'You do not have {section} Saved', or the details (spec §8). */
export function CardBody<T>({
  state,
  section,
  isEmpty,
  children,
}: {
  state: QueryState<T>;
  section: string;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  const classes = useClasses(profileStyles);
  if (state.status === 'error') return <Alert variant="danger">{PROFILE_TEXT.loadError}</Alert>;
  if (state.data === undefined) return <Spinner label={`Loading your ${section.toLowerCase()}`} showLabel />;
  if (isEmpty(state.data)) return <p className={classes.text}>{PROFILE_TEXT.empty(section)}</p>;
  return <>{children(state.data)}</>;
}

/** The contact details in the spec's groups, on My Profile and in Edit Contact Details. */
export function ContactDetailsBody({ state }: { state: QueryState<ContactDetail[]> }) {
  return (
    <CardBody
      state={state}
      section="Contact Details"
      isEmpty={(contacts) => {
        const groups = groupContacts(contacts);
        return groups.personal.length + groups.social.length + groups.other.length === 0;
      }}
    >
      {(contacts) => <ContactGroupsList groups={groupContacts(contacts)} />}
    </CardBody>
  );
}

/** The latest bank details, the account number masked, on My Profile and in Edit Banking Details. */
export function BankDetailsBody({
  state,
  label,
}: {
  state: QueryState<ProfileBankDetail | null>;
  label?: string;
}) {
  return (
    <CardBody state={state} section="Bank Details" isEmpty={(detail) => detail === null}>
      {(detail) =>
        detail && (
          <DetailsList
            label={label}
            rows={[
              ['Account holder', detail.AccountHolderName],
              ['Bank', detail.BankName],
              ['Account number', maskAccountNumber(detail.AccountNumber)],
              ['Branch code', detail.BranchCode],
            ]}
          />
        )
      }
    </CardBody>
  );
}
