import type { ApiError } from '../../src/api/api-error';
import { type MemberChoiceTarget, memberChoiceTargetQuery } from '../../src/api/member-choice';
import { useServerQuery } from '../../src/react/server-query';
import { useSession } from '../../src/react/use-session';

/** Where the target stands: still looking it up, found, or not there (no member-choice product). */
export type TargetLookup =
  | { status: 'pending' }
  | { status: 'found'; target: MemberChoiceTarget }
  | { status: 'missing' }
  | { status: 'error'; error: ApiError };

/**
 * The retirement product member whose choice to show. Given ids win; a missing one is read from the
 * summary of the party's member-choice product (navigation item 14), which carries both its
 * ProductInstanceID and ProductInstanceMemberID. The token's party roles are not used: a party holds
 * one ProductInstanceMember role per product and a role does not say which product instance it is.
 */
export function useMemberChoiceTarget(productInstanceId?: number, memberId?: number): TargetLookup {
  const { user } = useSession();
  const given = productInstanceId !== undefined && memberId !== undefined;
  const summary = useServerQuery(memberChoiceTargetQuery(), {
    enabled: Boolean(user) && !given,
  });
  if (given) return { status: 'found', target: { productInstanceId, memberId } };
  if (summary.error) {
    return summary.error.status === 404 ? { status: 'missing' } : { status: 'error', error: summary.error };
  }
  if (!summary.data) return { status: 'pending' };
  const instance = productInstanceId ?? summary.data.ProductInstanceID;
  const member = memberId ?? summary.data.ProductInstanceMemberID;
  if (instance == null || member == null) return { status: 'missing' };
  return { status: 'found', target: { productInstanceId: instance, memberId: member } };
}
