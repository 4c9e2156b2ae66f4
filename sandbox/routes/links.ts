import { Hono } from 'hono';
import { z } from 'zod';
import { ApiError, badRequest, notFound } from '../http/api-error';
import type { RouteDeps } from '../http/deps';
import type { SandboxEnv } from '../http/env';
import { V3, V4 } from '../http/paths';
import { validQuery } from '../http/validate';
import type { LinkState } from '../store';
import { appendBounded } from '../support/bounded';
import { dotNetDate } from '../support/format';

const reference = z.string().trim().min(1, 'reference is required');

const expiryQuery = z.object({ id: z.string().trim().min(1, 'id is required'), reference });
const reinvestQuery = z.object({
  reference,
  Cat: z.string().optional(),
  option: z.string().optional(),
  MatRate: z.string().optional(),
  Reinv: z.string().optional(),
});
const switchQuery = z.object({ reference, switch: z.literal('1', "switch must be '1'") });

export const REINVEST_MESSAGE =
  'Thank you for choosing to reinvest with us. Your application has been accepted. Please look out for your confirmation email.';
export const SWITCH_MESSAGE =
  'Thank you for switching to the brand new Tax-free Savings Account. With a higher return, it really is a no-brainer!';

/** E-mailed reinvestment and switch links: no token; an expired reference answers 406. */
export function linkRoutes({ store, now }: RouteDeps) {
  const app = new Hono<SandboxEnv>();

  function live(ref: string, kind: LinkState['kind']): LinkState {
    const link = store.state.links.get(ref.toUpperCase());
    if (!link || link.kind !== kind) throw notFound('The reference was not found.');
    if (link.expiresAt <= now()) throw new ApiError(406, 'The link has expired.');
    return link;
  }

  function record(link: LinkState, detail: unknown): void {
    appendBounded(store.state.records.linkActions, {
      ID: store.nextId(),
      PartyID: null,
      Kind: link.kind,
      Detail: detail,
      CreatedDate: store.timestamp(),
    });
  }

  app.get(`${V4}/referrals/SILinkExpiry`, (c) => {
    const query = validQuery(c, expiryQuery);
    const link = store.state.links.get(query.reference.toUpperCase());
    if (link && link.id !== query.id) throw badRequest('The id does not match the reference.');
    const valid = live(query.reference, 'SIReinvest');
    return c.json({
      Id: valid.id,
      Reference: valid.reference,
      IsExpired: false,
      ExpiryDate: dotNetDate(valid.expiresAt),
    });
  });

  app.get(`${V3}/ExternalMessages/Link/SIReinvest`, (c) => {
    const query = validQuery(c, reinvestQuery);
    const link = live(query.reference, 'SIReinvest');
    record(link, query);
    return c.json({ Reference: link.reference, Status: 'Accepted', Message: REINVEST_MESSAGE });
  });

  app.get(`${V3}/ExternalMessages/Link/TFSSwitch`, (c) => {
    const query = validQuery(c, switchQuery);
    const link = live(query.reference, 'TFSSwitch');
    record(link, query);
    return c.json({ Reference: link.reference, Status: 'Switched', Message: SWITCH_MESSAGE });
  });

  return app;
}
