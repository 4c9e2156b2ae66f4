import {
  MEMBER_CHOICE_CHANGE_KEY,
  type MemberChoiceOption,
  memberChoiceChangeMutation,
} from '../../src/api/member-choice';
import type { MutationState } from '../../src/api/server-state';
import { useLatestMutation } from '../../src/react/server-latest-mutation';
import { useServerMutation } from '../../src/react/server-mutation';

/** A member-choice change: idle, pending, then the now-selected option or the error. */
export type MemberChoiceChangeState = MutationState<MemberChoiceOption>;

/**
 * A member-choice change. It completes, and the choices and dashboard are read again, even when the
 * widget has gone meanwhile (the portal moves on to /app/MemberPortalSuccess as soon as it starts).
 */
export function useChangeMemberChoice() {
  return useServerMutation(memberChoiceChangeMutation());
}

/** The most recent member-choice change made under this provider, wherever it was started. */
export function useLatestMemberChoiceChange(): MemberChoiceChangeState {
  return useLatestMutation<MemberChoiceOption>(MEMBER_CHOICE_CHANGE_KEY);
}
