import * as z from 'zod/mini';
import { nonEmptyText } from '../domain/schema-parts';
import { PRODUCT_ATTRIBUTES_KEY } from './buy';
import { DASHBOARD_KEY } from './dashboard-paths';
import type { PurchaseRequest } from './purchase-requests';
import type { MutationDefinition } from './server-state';

// Spec §7 "Buy and contact": the buy post and its answer (§3). Apart from buy.ts: only Confirm posts.

/** What a buy post answers: the reference to pay with and what was bought. */
export const purchaseResultSchema = z.object({
  Reference: nonEmptyText(),
  Product: z.optional(z.string()),
  Amount: z.optional(z.number()),
  Status: z.optional(z.string()),
});
export type PurchaseResult = z.infer<typeof purchaseResultSchema>;

/** One buy post, with the wizard run's key so that a repeat is answered, not bought again. */
export interface PurchaseVariables {
  request: PurchaseRequest;
  idempotencyKey: string;
}

/**
 * A purchase as its post's form body (spec §7 "with a form body"): each value as text, nested ones as JSON.
 * @internal
 */
export function purchaseForm(request: PurchaseRequest, party: string): URLSearchParams {
  return new URLSearchParams(
    Object.entries({ ...request, PartyID: party }).map(([name, value]) => [
      name,
      typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value),
    ]),
  );
}

/**
 * Posts a purchase to `path` (e.g. /v4/api/buy/SecuredInvestment) for the signed-in party (its
 * `PartyID`); the dashboards show it next, and the customer's own product attributes (the tax-free
 * allowance it used) are read again.
 */
export function purchaseMutation(path: string): MutationDefinition<PurchaseVariables, PurchaseResult> {
  return {
    mutationKey: ['buy', 'purchase', path],
    mutationFn: ({ request, idempotencyKey }, { client, party }) =>
      client.request({
        path,
        method: 'POST',
        secure: true,
        body: purchaseForm(request, party),
        idempotencyKey,
        schema: purchaseResultSchema,
      }),
    invalidates: [DASHBOARD_KEY, PRODUCT_ATTRIBUTES_KEY],
  };
}
