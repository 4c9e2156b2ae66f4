import type { Context } from 'hono';
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

const reference = z.string().trim().min(1, 'reference is required').max(40);
const id = z.string().trim().min(1, 'id is required').max(20);

const linkQuery = z.object({ id, reference });
const reinvestQuery = z.object({
  reference,
  id,
  Cat: z.string().max(100).optional(),
  option: z.string().max(100).optional(),
  MatRate: z.string().max(20).optional(),
  Reinv: z.string().max(20).optional(),
});
const switchQuery = z.object({ reference, switch: z.literal('1', "switch must be '1'") });

export const REINVEST_MESSAGE =
  'Thank you for choosing to reinvest with us. Your application has been accepted. Please look out for your confirmation email.';
export const SWITCH_MESSAGE =
  'Thank you for switching to the brand new Tax-free Savings Account. With a higher return, it really is a no-brainer!';
/** One answer for an unknown reference and a wrong id, so a guess learns nothing about which it was. */
export const LINK_NOT_FOUND = 'The link was not found.';
const linkExpired = () => new ApiError(406, 'The link has expired.');
export const TERMS_DIFFER = 'The link does not match the terms it was sent with.';

/**
 * E-mailed reinvestment and switch links, no token. The API keeps each link's terms and confirms only
 * those; a link is confirmed once (a second confirmation answers with the first outcome and records
 * nothing); an expired link answers 406; look-ups that find nothing are throttled per client address.
 */
export function linkRoutes({ store, now, throttles }: RouteDeps) {
  const app = new Hono<SandboxEnv>();

  /** Refuses every link call from an address that has guessed too often. */
  function throttle(c: Context): string {
    const address = clientAddress(c);
    const wait = throttles.linkMisses.wait(address);
    if (wait !== null) throw tooManyAttempts(wait);
    return address;
  }

  /** The link of that kind and reference (and id, when the call names one); else a counted miss. */
  function find(address: string, kind: LinkState['kind'], ref: string, linkId?: string): LinkState {
    const link = store.state.links.get(ref.toUpperCase());
    if (!link || link.kind !== kind || (linkId !== undefined && link.id !== linkId)) {
      throttles.linkMisses.take(address);
      throw notFound(LINK_NOT_FOUND);
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
      PartyID: null,
      Kind: link.kind,
      Detail: { Reference: link.reference, ...detail },
      CreatedDate: store.timestamp(),
    });
    link.outcome = answer;
    return answer;
  }

  app.get(`${V4}/referrals/SILinkExpiry`, (c) => {
    const address = throttle(c);
    const query = validQuery(c, linkQuery);
    const link = find(address, 'SIReinvest', query.reference, query.id);
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
    const address = throttle(c);
    const query = validQuery(c, linkQuery);
    const link = find(address, 'SIReinvest', query.reference, query.id);
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
    const address = throttle(c);
    const query = validQuery(c, reinvestQuery);
    const link = find(address, 'SIReinvest', query.reference, query.id);
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
    const address = throttle(c);
    const query = validQuery(c, switchQuery);
    const link = find(address, 'TFSSwitch', query.reference);
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
