import * as z from 'zod/mini';
import { calendarDateOf } from '../domain/calendar-date';
import type { LinkTerms } from '../domain/link-terms';
import type { ApiClient } from './client';
import type { MutationDefinition, QueryDefinition } from './server-state';
import { throttleAware } from './too-many-attempts';

// Spec §7 "Other": the e-mailed links' calls, sent without a bearer token (§6) but with the e-mail's
// own `token` query parameter (sandbox/README.md "E-mailed links"), which nothing here logs. A throttled
// (429) answer fails with the wait in words (too-many-attempts.ts), as the login's does.

/** One call a link page may make: a fixed path of the allow-list and the query built from the link. */
export interface LinkCall {
  path: LinkCallPath;
  query: Record<string, string>;
}

/**
 * Every call a link page can make. The path never comes from the link itself.
 * @internal
 */
export const LINK_CALL_PATHS = [
  '/v4/api/referrals/SILinkExpiry',
  '/v3/api/ExternalMessages/Link/SIReinvest',
  '/v3/api/ExternalMessages/Link/TFSSwitch',
] as const;
type LinkCallPath = (typeof LINK_CALL_PATHS)[number];

/** Makes the calls one after the other; the first failure stops the rest (spec §4: expiry first). */
async function makeLinkCalls(client: ApiClient, calls: readonly LinkCall[]): Promise<void> {
  for (const call of calls) {
    if (!(LINK_CALL_PATHS as readonly string[]).includes(call.path))
      throw new Error(`Not a link call: ${call.path}`);
    await client.request({
      path: call.path,
      query: call.query,
      secure: false,
      schema: z.object({}),
      transport: throttleAware(),
    });
  }
}

/** An e-mailed link's confirmation: its calls, in order, through the seam. Never retried. */
export function linkCallsMutation(): MutationDefinition<readonly LinkCall[], void> {
  return {
    mutationKey: ['links', 'confirm'],
    mutationFn: (calls, { client }) => makeLinkCalls(client, calls),
  };
}

export const linkTermsSchema = z.object({
  Category: z.string(),
  Option: z.string(),
  MaturityRate: z.number(),
  ReinvestAmount: z.number(),
  ExpiryDate: z.optional(z.nullable(z.string())),
  Status: z.string(),
});

/**
 * A reinvestment link's terms as the API keeps them, whether it has been confirmed already, and the
 * day it expires when the API says (its `ExpiryDate` read by its date part, as every API date is).
 */
export interface StoredLink {
  terms: LinkTerms;
  confirmed: boolean;
  /** `YYYY-MM-DD`; absent when the answer has no readable date (then nothing says how long the offer stands). */
  expiryDate?: string;
}

/** The link's expiry day from the answer's `ExpiryDate` ('2026-12-28T14:58:21'), when it is a real date. */
function expiryOf(value: string | null | undefined): Pick<StoredLink, 'expiryDate'> {
  const day = calendarDateOf(value?.trim().slice(0, 10) ?? '');
  return day ? { expiryDate: day } : {};
}

/**
 * GET /v4/api/referrals/SILinkTerms?id&reference&token (not in spec §7; sandbox/README.md "E-mailed
 * links"): what the page reads back, so the terms never come from the URL; `token` is the e-mail's
 * secret, as the page's URL gave it. Not retried: a 404, 406 or 429 is an answer.
 */
export function linkTermsQuery(reference: string, id: string, token: string): QueryDefinition<StoredLink> {
  return {
    queryKey: ['links', 'terms', reference.toUpperCase(), id, token],
    partyFree: true,
    queryFn: async ({ client, signal }) => {
      const body = await client.request({
        path: '/v4/api/referrals/SILinkTerms',
        query: { id, reference, token },
        secure: false,
        schema: linkTermsSchema,
        transport: throttleAware(),
        signal,
      });
      return {
        terms: {
          category: body.Category,
          option: body.Option,
          maturityRate: body.MaturityRate,
          reinvestAmount: body.ReinvestAmount,
        },
        confirmed: body.Status === 'Accepted',
        ...expiryOf(body.ExpiryDate),
      };
    },
    staleTime: 0,
    retry: false,
  };
}
