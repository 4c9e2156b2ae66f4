import type { ApiClient } from '../../src/api/client';
import {
  changeMemberChoice,
  type MemberChoiceChange,
  type MemberChoiceOption,
} from '../../src/api/member-choice';
import { type ActionState, createActionStore, useActionState } from '../../src/react/action-store';

/** A member-choice change: idle, pending, then the now-selected option or the error. */
export type MemberChoiceChangeState = ActionState<MemberChoiceOption>;

/**
 * The page's member-choice change. It lives at module level, not in the widget, so it completes and
 * stays readable after the widget has gone (the portal's /app/MemberPortalSuccess follows it).
 * One change at a time: a start while one is pending is ignored.
 */
export const memberChoiceChange = createActionStore((client: ApiClient, change: MemberChoiceChange) =>
  changeMemberChoice(client, change),
);

/** The most recent member-choice change made on this page, wherever it was started. */
export function useLatestMemberChoiceChange(): MemberChoiceChangeState {
  return useActionState(memberChoiceChange);
}
