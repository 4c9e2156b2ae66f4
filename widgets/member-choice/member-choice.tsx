import { useEffect, useRef, useState } from 'react';
import { type Failure, toFailure } from '../../src/api/api-error';
import {
  type MemberChoiceOption,
  type MemberChoiceTarget,
  memberChoicesQuery,
} from '../../src/api/member-choice';
import type { EventProps } from '../../src/elements/events';
import { useServerQuery } from '../../src/react/server-query';
import { useSession } from '../../src/react/use-session';
import { Alert, Spinner, useClasses } from '../../src/ui';
import type { HeadingLevel } from '../../src/ui/heading';
import { ConfirmChangeDialog } from './confirm-change-dialog';
import { memberChoiceStyles } from './member-choice-styles';
import { changedTo, MEMBER_CHOICE_TEXT } from './member-choice-text';
import { MemberChoiceTile } from './member-choice-tile';
import { useChangeMemberChoice, useLatestMemberChoiceChange } from './use-change-member-choice';
import { useMemberChoiceTarget } from './use-member-choice-target';

/** Events of {@link MemberChoice}: the change confirmed and on its way, done, or failed. */
export type MemberChoiceEvents = {
  saving: MemberChoiceOption;
  changed: MemberChoiceOption;
  failed: Failure;
};

/**
 * Props of {@link MemberChoice}. `onChanged` and `onFailed` of a change are called even when the widget
 * has gone meanwhile (a host may move on as soon as `onSaving` is called).
 */
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
  const change = useChangeMemberChoice();
  // A change started elsewhere under the same provider (another panel) also holds the tiles.
  const saving = useLatestMemberChoiceChange().status === 'pending' || change.status === 'pending';

  const loadError = lookup.status === 'error' ? lookup.error : choices.error;
  useEffect(() => {
    if (loadError && loadError.status !== 404) events.current.onFailed?.(toFailure(loadError));
  }, [loadError]);

  // The change declares the choices stale, so they are read again once it is saved.
  const saved = change.data;

  const confirm = async (option: MemberChoiceOption) => {
    if (!target) return;
    setAsked(null);
    events.current.onSaving?.(option);
    const outcome = await change.start({ ...target, option });
    if (outcome.data) events.current.onChanged?.(outcome.data);
    else events.current.onFailed?.(toFailure(outcome.error));
  };

  const body = (() => {
    if (!user) return <p>{MEMBER_CHOICE_TEXT.signedOut}</p>;
    if (lookup.status === 'missing' || loadError?.status === 404) {
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
              busy={saving}
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
    <div part="root" className={classes.root} aria-busy={choices.status === 'pending' || saving}>
      {change.status === 'pending' && <Spinner label={MEMBER_CHOICE_TEXT.saving} showLabel />}
      {saved && (
        <Alert variant="success" title={MEMBER_CHOICE_TEXT.congratulations}>
          {changedTo(saved.Description)}
        </Alert>
      )}
      {change.error && <Alert variant="danger">{toFailure(change.error).message}</Alert>}
      {body}
    </div>
  );
}

function useChoices(target: MemberChoiceTarget | undefined) {
  const known = target ?? { productInstanceId: 0, memberId: 0 };
  return useServerQuery(memberChoicesQuery(known), { enabled: Boolean(target) });
}
