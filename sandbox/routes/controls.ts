import { Hono } from 'hono';
import { z } from 'zod';
import type { FaultRegistry } from '../controls/fault-registry';
import { faultSchema } from '../controls/fault-registry';
import { compilePattern } from '../controls/pattern';
import type { ReceivedLog } from '../controls/received-log';
import { notFound } from '../http/api-error';
import { CONTROLS_PREFIX } from '../http/paths';
import { validBody, validQuery } from '../http/validate';
import type { SandboxStore } from '../store';
import { dotNetDate } from '../support/format';
import { emailedLinkUrl } from '../support/link-urls';

export interface ControlDeps {
  store: SandboxStore;
  faults: FaultRegistry;
  received: ReceivedLog;
  /** Origin of the link pages' URLs (see `SandboxOptions.publicOrigin`). */
  publicOrigin: string;
  reset(): void;
  /** Every throttle's count back to none, the data left as it is. */
  clearThrottles(): void;
}

const filterSchema = z.object({
  method: z.string().optional(),
  path: z.string().optional(),
  to: z.string().optional(),
});

/** Collections listed by GET /__sandbox/store/:collection. */
function storeCollections(store: SandboxStore): Record<string, () => unknown[]> {
  const { state } = store;
  return {
    ...Object.fromEntries(Object.entries(state.records).map(([name, list]) => [name, () => list])),
    users: () =>
      [...state.parties.values()].map(({ account }) => ({
        PartyId: account.partyId,
        Username: account.username,
        EmailAddress: account.emailAddress,
        FullName: account.fullName,
        Role: account.role,
        LoginCount: account.loginCount,
        IsActivated: account.isActivated,
      })),
    personalDetails: () => [...state.parties.values()].map((party) => party.personal),
    contactDetails: () =>
      [...state.parties.values()].map((party) => ({
        PartyID: party.account.partyId,
        Contacts: party.contacts,
      })),
    holdings: () =>
      [...state.parties.values()].map((party) => ({
        PartyID: party.account.partyId,
        Holdings: party.holdings,
      })),
    bankDetails: () => state.bankDetails,
    documents: () => state.documents,
    partyTax: () => state.partyTax,
    emails: () => state.emails,
  };
}

/** Test controls under /__sandbox: never called by the product, mounted only with testControls on. */
export function controlRoutes({ store, faults, received, publicOrigin, reset, clearThrottles }: ControlDeps) {
  const app = new Hono().basePath(CONTROLS_PREFIX);

  app.post('/reset', (c) => {
    reset();
    return c.json({ reset: true });
  });

  // E2E workers share one client address (127.0.0.1) across many tests: each test starts with no counts.
  app.delete('/throttles', (c) => {
    clearThrottles();
    return c.json({ cleared: true });
  });

  app.post('/faults', async (c) => c.json(faults.add(await validBody(c, faultSchema)), 201));
  app.get('/faults', (c) => c.json(faults.list()));
  app.delete('/faults', (c) => {
    faults.clear();
    return c.json({ cleared: true });
  });
  app.delete('/faults/:id', (c) => {
    if (!faults.remove(Number(c.req.param('id')))) throw notFound('No such fault.');
    return c.json({ removed: true });
  });

  app.get('/emails', (c) => {
    const { to } = validQuery(c, filterSchema);
    const emails = store.state.emails.filter((email) => !to || email.To.toLowerCase() === to.toLowerCase());
    return c.json(emails);
  });

  // The seed links as their e-mails gave them: tokens are random per sandbox, so tests and demos read them here.
  app.get('/links', (c) =>
    c.json(
      [...store.state.links.values()].map((link) => {
        const token = store.emailedLinkToken(link.reference) ?? '';
        return {
          Kind: link.kind,
          Reference: link.reference,
          Id: link.id,
          PartyID: link.partyId,
          ExpiryDate: dotNetDate(link.expiresAt),
          Token: token,
          Url: emailedLinkUrl(publicOrigin, link, token),
        };
      }),
    ),
  );

  app.get('/received', (c) => {
    const { method, path } = validQuery(c, filterSchema);
    const pattern = path ? compilePattern(path) : null;
    return c.json(
      received
        .list()
        .filter(
          (entry) =>
            (!method || entry.method === method.toUpperCase()) && (!pattern || pattern.test(entry.path)),
        ),
    );
  });
  app.delete('/received', (c) => {
    received.clear();
    return c.json({ cleared: true });
  });

  app.get('/store/:collection', (c) => {
    const collections = storeCollections(store);
    const read = collections[c.req.param('collection')];
    if (!read) throw notFound(`Unknown collection. Known: ${Object.keys(collections).join(', ')}.`);
    return c.json(read());
  });

  return app;
}
