import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../src/api/api-error';
import { type Failure, toFailure } from '../../src/api/failure';
import {
  type MemberChoiceOption,
  type MemberChoiceTarget,
  memberChoicesQuery,
} from '../../src/api/member-choice';
import type { EventProps } from '../../src/elements/events';
import { useApiClient, useSession } from '../../src/react';
import { Alert, Spinner, useClasses } from '../../src/ui';
import type { HeadingLevel } from '../../src/ui/heading';
import { ConfirmChangeDialog } from './confirm-change-dialog';
import { memberChoiceStyles } from './member-choice-styles';
import { changedTo, MEMBER_CHOICE_TEXT } from './member-choice-text';
import { MemberChoiceTile } from './member-choice-tile';
import { useChangeMemberChoice } from './use-change-member-choice';
import { useMemberChoiceTarget } from './use-member-choice-target';

/** Events of {@link MemberChoice}: the change confirmed and on its way, done, or failed. */
export type MemberChoiceEvents = {
  saving: MemberChoiceOption;
  changed: MemberChoiceOption;
  failed: Failure;
};

/** Props of {@link MemberChoice}. */
export interface MemberChoiceProps extends EventProps<MemberChoiceEvents> {
  /** The retirement product instance; defaults to that of the party's member-choice product (item 14). */
  productInstanceId?: number | undefined;
  /** The product instance member; defaults to that of the party's member-choice product (item 14). */
  memberId?: number | undefined;
  /** Level of each option's heading. Defaults to 3. */
  headingLevel?: HeadingLevel | undefined;
}

/**
 * Retirement member choice (spec §2, §4, §7 v4): the three funds with the selected one marked, and a
 * confirmed change that posts the chosen StatusTransitionID. 'Loading...' while fetching, 'No data
 * available' when there is nothing to choose, 'No selection made' when no option is selected.
 */
export function MemberChoice({
  productInstanceId,
  memberId,
  headingLevel = 3,
  onSaving,
  onChanged,
  onFailed,
}: MemberChoiceProps) {
  const classes = useClasses(memberChoiceStyles);
  const { user } = useSession();
  const lookup = useMemberChoiceTarget(productInstanceId, memberId);
  const target = lookup.status === 'found' ? lookup.target : undefined;
  const choices = useChoices(target);
  const [asked, setAsked] = useState<MemberChoiceOption | null>(null);
  const events = useRef({ onSaving, onChanged, onFailed });
  events.current = { onSaving, onChanged, onFailed };
  const change = useChangeMemberChoice({
    onSuccess: (selected) => events.current.onChanged?.(selected),
    onError: (error) => events.current.onFailed?.(toFailure(error)),
  });

  const loadError = lookup.status === 'error' ? lookup.error : choices.error;
  useEffect(() => {
    if (loadError && !(isApiError(loadError) && loadError.status === 404)) {
      events.current.onFailed?.(toFailure(loadError));
    }
  }, [loadError]);

  const confirm = (option: MemberChoiceOption) => {
    if (!target) return;
    setAsked(null);
    events.current.onSaving?.(option);
    change.mutate({ ...target, option });
  };

  const body = (() => {
    if (!user) return <p>{MEMBER_CHOICE_TEXT.signedOut}</p>;
    if (lookup.status === 'missing' || (isApiError(loadError) && loadError.status === 404)) {
      return <p role="status">{MEMBER_CHOICE_TEXT.empty}</p>;
    }
    if (loadError) return <Alert variant="danger">{toFailure(loadError).message}</Alert>;
    if (!choices.data) return <Spinner label={MEMBER_CHOICE_TEXT.loading} showLabel />;
    if (choices.data.length === 0) return <p role="status">{MEMBER_CHOICE_TEXT.empty}</p>;
    const current = choices.data.find((option) => option.IsSelected);
    return (
      <>
        <p part="current" className={classes.current}>
          {`${MEMBER_CHOICE_TEXT.currentChoice}: `}
          <span className={classes.currentValue}>
            {current?.Description ?? MEMBER_CHOICE_TEXT.noSelection}
          </span>
        </p>
        <ul part="tiles" className={classes.tiles}>
          {choices.data.map((option) => (
            <MemberChoiceTile
              key={option.StatusTransitionID}
              option={option}
              headingLevel={headingLevel}
              busy={change.isPending}
              onChoose={setAsked}
            />
          ))}
        </ul>
        <ConfirmChangeDialog
          option={asked}
          current={current}
          onConfirm={confirm}
          onCancel={() => setAsked(null)}
        />
      </>
    );
  })();

  return (
    <div part="root" className={classes.root} aria-busy={choices.isFetching || change.isPending}>
      {change.isPending && <Spinner label={MEMBER_CHOICE_TEXT.saving} showLabel />}
      {change.isSuccess && (
        <Alert variant="success" title={MEMBER_CHOICE_TEXT.congratulations}>
          {changedTo(change.data.Description)}
        </Alert>
      )}
      {change.isError && <Alert variant="danger">{toFailure(change.error).message}</Alert>}
      {body}
    </div>
  );
}

function useChoices(target: MemberChoiceTarget | undefined) {
  const client = useApiClient();
  const { user } = useSession();
  const partyId = user?.partyId ?? '';
  const fallback: MemberChoiceTarget = { productInstanceId: 0, memberId: 0 };
  return useQuery({ ...memberChoicesQuery(client, partyId, target ?? fallback), enabled: Boolean(target) });
}
