import * as z from 'zod/mini';
import type { ProductAttribute } from '../domain/product-attributes';
import type { QueryDefinition } from './server-state';

// Spec §7 "Workspaces and lookups", "Buy and contact", "Bank details (web API v5)"; shapes §3.

export const productAttributeSchema = z.object({
  Key: z.string(),
  // A custom check rather than z.union: each zod kind any widget uses is downloaded by every widget.
  Value: z.custom<string | number | null | undefined>(
    (value) => value == null || typeof value === 'string' || typeof value === 'number',
  ),
});

/** Spec §3 Lookup value. */
export const lookupValueSchema = z.object({
  LookupID: z.number(),
  LookupValue: z.string(),
  LookupDescription: z.optional(z.nullable(z.string())),
});
export type LookupValue = z.infer<typeof lookupValueSchema>;

/** Every product's attributes: a purchase makes the customer's own (the tax-free allowance left) stale. */
export const PRODUCT_ATTRIBUTES_KEY = ['buy', 'attributes'] as const;

const buyKeys = {
  attributes: (subTypeId: number) => [...PRODUCT_ATTRIBUTES_KEY, subTypeId] as const,
  sourceOfFunds: ['buy', 'source-of-funds'] as const,
};

/**
 * A product sub-type's attributes (13 secured investment, 158 tax-free, 116 unit trust). `personal`:
 * signed in, read with the party's token, since the tax-free allowance left (TaxFreeContributionsRemaining)
 * is that party's own; signed out, the general attributes.
 */
export function productAttributesQuery(
  subTypeId: number,
  { personal = false }: { personal?: boolean } = {},
): QueryDefinition<ProductAttribute[]> {
  return {
    queryKey: buyKeys.attributes(subTypeId),
    queryFn: ({ client, party, signal }) =>
      client.request({
        path: `/v5/api/ProductSubTypes/${subTypeId}/ProductSubTypeAttributes`,
        secure: personal && party !== '',
        schema: z.array(productAttributeSchema),
        signal,
      }),
    staleTime: 5 * 60_000,
    partyFree: true,
    // The public attributes (no token) are everyone's; the personal ones (a signed-in TFSA's) are not.
    ...(personal ? {} : { sameForEveryone: true as const }),
  };
}

/** The sources of funds a purchase may name (Savings, Bonus, Inheritance, Salary, Other). */
export function sourceOfFundsQuery(): QueryDefinition<LookupValue[]> {
  return {
    queryKey: buyKeys.sourceOfFunds,
    queryFn: ({ client, signal }) =>
      client.request({ path: '/v5/api/Lookups/SourceOfFunds', schema: z.array(lookupValueSchema), signal }),
    staleTime: Number.POSITIVE_INFINITY,
    partyFree: true,
    sameForEveryone: true,
  };
}
