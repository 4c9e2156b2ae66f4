import { Hono } from 'hono';
import { z } from 'zod';
import { offeredTermsMatch } from '../../src/domain/link-terms';
import { ApiError, badRequest, notFound } from '../http/api-error';
import { clientAddress } from '../http/client-address';
import type { RouteDeps } from '../http/deps';
import type { SandboxEnv } from '../http/env';
import { V3, V4 } from '../http/paths';
import { tooManyAttempts } from '../http/throttle';
import { validQuery } from '../http/validate';
import type { LinkState } from '../store';
import { appendBounded } from '../support/bounded';
import { dotNetDate } from '../support/format';
import { type LinkBinding, linkTokenDigest, linkTokenMatches, tokenKey } from '../support/link-secret';

const reference = z.string().trim().min(1, 'reference is required').max(40);
const id = z.string().trim().min(1, 'id is required').max(20);
/** The e-mail's secret. Absent or wrong, the link is not found: only its length is a reason to refuse. */
const token = z.string().max(200, 'token may be at most 200 characters').optional();

const linkQuery = z.object({ id, reference, token });
const reinvestQuery = z.object({
  reference,
  id,
  token,
  Cat: z.string().max(100).optional(),
  option: z.string().max(100).optional(),
  MatRate: z.string().max(20).optional(),
  Reinv: z.string().max(20).optional(),
});
const switchQuery = z.object({ reference, token, switch: z.literal('1', "switch must be '1'") });

/** @internal */
export const REINVEST_MESSAGE =
  'Thank you for choosing to reinvest with us. Your application has been accepted. Please look out for your confirmation email.';
/** @internal */
export const SWITCH_MESSAGE =
  'Thank you for switching to the brand new Tax-free Savings Account. With a higher return, it really is a no-brainer!';
/**
 * One answer for an unknown reference, a wrong id and a wrong or missing token: a guess learns nothing.
 * @internal
 */
export const LINK_NOT_FOUND = 'The link was not found.';
const linkExpired = () => new ApiError(406, 'The link has expired.');
/** @internal */
export const TERMS_DIFFER = 'The link does not match the terms it was sent with.';

/** Compared with when there is no link, so an unknown reference costs the same work as a known one. */
const NO_LINK: LinkBinding = { kind: '', reference: '', id: '', partyId: '', terms: null, expiresAt: 0 };
const NO_LINK_DIGEST = linkTokenDigest(NO_LINK, '');

/** What a link call names: the link's kind, reference, id (when the call has one) and token. */
interface LinkAsk {
  kind: LinkState['kind'];
  reference: string;
  id?: string;
  token?: string;
}

/**
 * E-mailed reinvestment and switch links (no bearer token: the e-mail's own `token` instead). Each
 * link's token is bound to its party and terms and checked in constant time; the API keeps each link's
 * terms and confirms only those; a link is confirmed once (a second confirmation with the right token
 * answers with the first outcome and records nothing); an expired link answers 406. A call that finds
 * nothing is a miss, counted per client address, per reference and per token: past the limit, misses
 * answer 429, while a link with its right token always works.
 */
export function linkRoutes({ store, now, throttles }: RouteDeps) {
  const app = new Hono<SandboxEnv>();

  /** A miss: counted against the address, the reference and the token; 429 once any is over its limit. */
  function miss(address: string, ask: LinkAsk): never {
    const keys = [`address ${address}`, `reference ${ask.reference.toUpperCase()}`];
    if (ask.token) keys.push(`token ${tokenKey(ask.token)}`);
    const waits = keys.map((key) => throttles.linkMisses.take(key)).filter((wait) => wait !== null);
    if (waits.length > 0) throw tooManyAttempts(Math.max(...waits));
    throw notFound(LINK_NOT_FOUND);
  }

  /** The link the call names, when its kind, id and token are all right; else a counted miss. */
  function find(address: string, ask: LinkAsk): LinkState {
    const link = store.state.links.get(ask.reference.toUpperCase());
    const tokenRight =
      linkTokenMatches(link?.tokenDigest ?? NO_LINK_DIGEST, link ?? NO_LINK, ask.token ?? '') &&
      ask.token !== undefined;
    if (!link || !tokenRight || link.kind !== ask.kind || (ask.id !== undefined && link.id !== ask.id)) {
      miss(address, ask);
    }
    return link;
  }

  const expired = (link: LinkState) => link.expiresAt <= now();

  /** The first confirmation: recorded once, its answer kept for every later one. */
  function confirm(
    link: LinkState,
    detail: Record<string, unknown>,
    answer: NonNullable<LinkState['outcome']>,
  ) {
    appendBounded(store.state.records.linkActions, {
      ID: store.nextId(),
      PartyID: link.partyId,
      Kind: link.kind,
      Detail: { Reference: link.reference, ...detail },
      CreatedDate: store.timestamp(),
    });
    link.outcome = answer;
    return answer;
  }

  app.get(`${V4}/referrals/SILinkExpiry`, (c) => {
    const query = validQuery(c, linkQuery);
    const link = find(clientAddress(c), { kind: 'SIReinvest', ...query });
    if (expired(link) && !link.outcome) throw linkExpired();
    return c.json({
      Id: link.id,
      Reference: link.reference,
      IsExpired: false,
      ExpiryDate: dotNetDate(link.expiresAt),
    });
  });

  // Not in spec §7: what the page reads back to the customer, instead of the URL's copy of the terms.
  app.get(`${V4}/referrals/SILinkTerms`, (c) => {
    const query = validQuery(c, linkQuery);
    const link = find(clientAddress(c), { kind: 'SIReinvest', ...query });
    if (expired(link) && !link.outcome) throw linkExpired();
    const terms = link.terms;
    if (!terms) throw new Error(`Reinvestment link ${link.reference} has no terms`);
    return c.json(
      {
        Id: link.id,
        Reference: link.reference,
        Category: terms.category,
        Option: terms.option,
        MaturityRate: terms.maturityRate,
        ReinvestAmount: terms.reinvestAmount,
        ExpiryDate: dotNetDate(link.expiresAt),
        Status: link.outcome ? link.outcome.Status : 'Open',
      },
      200,
      { 'Cache-Control': 'no-store' },
    );
  });

  app.get(`${V3}/ExternalMessages/Link/SIReinvest`, (c) => {
    const query = validQuery(c, reinvestQuery);
    const link = find(clientAddress(c), { kind: 'SIReinvest', ...query });
    if (link.outcome) return c.json(link.outcome);
    if (expired(link)) throw linkExpired();
    const terms = link.terms;
    if (!terms || !offeredTermsMatch(terms, query)) throw badRequest(TERMS_DIFFER);
    return c.json(
      confirm(
        link,
        { ...terms },
        { Reference: link.reference, Status: 'Accepted', Message: REINVEST_MESSAGE },
      ),
    );
  });

  app.get(`${V3}/ExternalMessages/Link/TFSSwitch`, (c) => {
    const query = validQuery(c, switchQuery);
    const link = find(clientAddress(c), {
      kind: 'TFSSwitch',
      reference: query.reference,
      token: query.token,
    });
    if (link.outcome) return c.json(link.outcome);
    if (expired(link)) throw linkExpired();
    return c.json(
      confirm(
        link,
        { switch: query.switch },
        { Reference: link.reference, Status: 'Switched', Message: SWITCH_MESSAGE },
      ),
    );
  });

  return app;
}
