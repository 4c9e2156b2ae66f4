import * as z from 'zod/mini';
import { NAVIGATION_ITEM_ID } from '../domain/navigation';
import { orElse } from '../domain/schema-parts';
import type { ApiClient } from './client';
import { DASHBOARD_KEY, summaryPath } from './dashboard-paths';
import type { MemberChoiceBody } from './request-bodies';
import type { MutationDefinition, QueryDefinition } from './server-state';

/** Spec §3 Member choice option. */
export const memberChoiceOptionSchema = z.object({
  Description: z.string(),
  Info: orElse(z.string(), ''),
  FactSheetLink: orElse(z.string(), ''),
  IsSelected: orElse(z.boolean(), false),
  LastSelection: orElse(z.string(), null),
  StatusTransitionID: z.number(),
});
/** One fund a retirement member can choose. */
export type MemberChoiceOption = z.output<typeof memberChoiceOptionSchema>;

/** The retirement product member whose choice is read and changed. */
export interface MemberChoiceTarget {
  productInstanceId: number;
  memberId: number;
}

const targetIdsSchema = z.object({
  ProductInstanceID: orElse(z.number(), null),
  ProductInstanceMemberID: orElse(z.number(), null),
});
/** The ids of the party's member-choice product; either may be missing. */
export type MemberChoiceTargetIds = z.output<typeof targetIdsSchema>;

/**
 * GET /v3/api/NebulaDashboard/{partyId}/summary/14: the summary of the party's member-choice product,
 * read for its ProductInstanceID and ProductInstanceMemberID only (the panel itself is the dashboard's).
 * @internal
 */
export function fetchMemberChoiceTargetIds(
  client: ApiClient,
  party: string,
  signal?: AbortSignal,
): Promise<MemberChoiceTargetIds> {
  return client.request({
    path: summaryPath(NAVIGATION_ITEM_ID.memberChoice),
    party,
    secure: true,
    schema: targetIdsSchema,
    signal,
  });
}

/** What a member-choice change sends: the target and the chosen option. */
export interface MemberChoiceChange extends MemberChoiceTarget {
  option: MemberChoiceOption;
}

/** Keys of member-choice reads; every key starts with `['member-choice']`. */
const memberChoiceKeys = {
  all: ['member-choice'] as const,
  target: ['member-choice', 'target'] as const,
  choices: ({ productInstanceId, memberId }: MemberChoiceTarget) =>
    ['member-choice', productInstanceId, memberId] as const,
};

const memberPath = ({ productInstanceId, memberId }: MemberChoiceTarget) =>
  `/v4/api/retirementinvestments/${encodeURIComponent(productInstanceId)}/member/${encodeURIComponent(memberId)}`;

/**
 * GET /v4/api/retirementinvestments/{productInstanceId}/member/{memberId}/choices
 * @internal
 */
export function fetchMemberChoices(
  client: ApiClient,
  target: MemberChoiceTarget,
  signal?: AbortSignal,
): Promise<MemberChoiceOption[]> {
  return client.request({
    path: `${memberPath(target)}/choices`,
    secure: true,
    schema: orElse(z.array(memberChoiceOptionSchema), []),
    signal,
  });
}

/**
 * POST /v4/api/retirementinvestments/{productInstanceId}/member/{memberId}/{StatusTransitionID}, body the option.
 * @internal
 */
export function changeMemberChoice(
  client: ApiClient,
  change: MemberChoiceChange,
): Promise<MemberChoiceOption> {
  const { option } = change;
  return client.request({
    path: `${memberPath(change)}/${encodeURIComponent(option.StatusTransitionID)}`,
    method: 'POST',
    body: option satisfies MemberChoiceBody,
    secure: true,
    schema: memberChoiceOptionSchema,
  });
}

/** The ids of the party's member-choice product. */
export function memberChoiceTargetQuery(): QueryDefinition<MemberChoiceTargetIds> {
  return {
    queryKey: memberChoiceKeys.target,
    queryFn: ({ client, party, signal }) => fetchMemberChoiceTargetIds(client, party, signal),
  };
}

/** A member's three choices with the selected one marked. */
export function memberChoicesQuery(target: MemberChoiceTarget): QueryDefinition<MemberChoiceOption[]> {
  return {
    queryKey: memberChoiceKeys.choices(target),
    queryFn: ({ client, signal }) => fetchMemberChoices(client, target, signal),
  };
}

/** Names the member-choice change, so the page after it (/app/MemberPortalSuccess) can follow it. */
export const MEMBER_CHOICE_CHANGE_KEY = ['member-choice', 'change'] as const;

/** A member-choice change: the choices and the dashboard (its summaries show the choice) are read again. */
export function memberChoiceChangeMutation(): MutationDefinition<MemberChoiceChange, MemberChoiceOption> {
  return {
    mutationKey: MEMBER_CHOICE_CHANGE_KEY,
    mutationFn: (change, { client }) => changeMemberChoice(client, change),
    invalidates: [memberChoiceKeys.all, DASHBOARD_KEY],
  };
}
