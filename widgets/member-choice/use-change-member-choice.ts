import { type MutationState, useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { dashboardKeys } from '../../src/api/dashboard';
import {
  changeMemberChoice,
  type MemberChoiceChange,
  type MemberChoiceOption,
  memberChoiceKeys,
} from '../../src/api/member-choice';
import { useApiClient } from '../../src/react';

/**
 * Changes the member choice. The mutation lives in the query cache under `memberChoiceKeys.change`,
 * so it completes and stays readable (MemberPortalSuccess) after the widget has gone. Success
 * refreshes the choices and the dashboard, whose summary shows the investment choice.
 */
export function useChangeMemberChoice(onSettled?: {
  onSuccess?: (selected: MemberChoiceOption) => void;
  onError?: (error: Error) => void;
}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: memberChoiceKeys.change,
    mutationFn: (change: MemberChoiceChange) => changeMemberChoice(client, change),
    onSuccess: async (selected) => {
      onSettled?.onSuccess?.(selected);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: memberChoiceKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]);
    },
    onError: (error) => onSettled?.onError?.(error),
  });
}

/** The state of a member-choice change. */
export type MemberChoiceChangeState = MutationState<MemberChoiceOption, Error, MemberChoiceChange>;

/** The most recent member-choice change made on this page, wherever it was started; undefined if none. */
export function useLatestMemberChoiceChange(): MemberChoiceChangeState | undefined {
  const states = useMutationState({
    filters: { mutationKey: memberChoiceKeys.change },
    select: (mutation) => mutation.state as MemberChoiceChangeState,
  });
  return states.at(-1);
}
