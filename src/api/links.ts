import * as z from 'zod/mini';
import type { ApiClient } from './client';

// Spec §7 "Other": the e-mailed links' calls, sent without a token (§6).

/** One call a link page may make: a fixed path of the allow-list and the query built from the link. */
export interface LinkCall {
  path: LinkCallPath;
  query: Record<string, string>;
}

/** Every call a link page can make. The path never comes from the link itself. */
export const LINK_CALL_PATHS = [
  '/v4/api/referrals/SILinkExpiry',
  '/v3/api/ExternalMessages/Link/SIReinvest',
  '/v3/api/ExternalMessages/Link/TFSSwitch',
] as const;
export type LinkCallPath = (typeof LINK_CALL_PATHS)[number];

/** Makes the calls one after the other; the first failure stops the rest (spec §4: expiry first). */
export async function makeLinkCalls(client: ApiClient, calls: readonly LinkCall[]): Promise<void> {
  for (const call of calls) {
    if (!(LINK_CALL_PATHS as readonly string[]).includes(call.path))
      throw new Error(`Not a link call: ${call.path}`);
    await client.request({ path: call.path, query: call.query, secure: false, schema: z.object({}) });
  }
}
