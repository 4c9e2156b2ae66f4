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

/** Spec §3 Product bank details: the account a customer pays into by EFT, and the reference to use. */
export const productBankDetailsSchema = z.object({
  Bank: z.string(),
  Branch: z.optional(z.nullable(z.string())),
  BranchCode: z.string(),
  AccountNumber: z.string(),
  Reference: z.optional(z.nullable(z.string())),
});
export type ProductBankDetails = z.infer<typeof productBankDetailsSchema>;

/**
 * The product member detail a unit trust purchase carries in `Members` (spec §3): the investor as the
 * product knows them. Only these fields are read and sent back.
 */
export const productMemberSchema = z.object({
  ProductMemberID: z.optional(z.nullable(z.number())),
  PartyID: z.optional(z.nullable(z.string())),
  Title: z.optional(z.nullable(z.string())),
  Firstname: z.optional(z.nullable(z.string())),
  Surname: z.optional(z.nullable(z.string())),
  IdentityNumber: z.optional(z.nullable(z.string())),
  DateOfBirth: z.optional(z.nullable(z.string())),
  Gender: z.optional(z.nullable(z.string())),
  EmailAddress: z.optional(z.nullable(z.string())),
  CellPhone: z.optional(z.nullable(z.string())),
  Relationship: z.optional(z.nullable(z.string())),
});
export type ProductMember = z.infer<typeof productMemberSchema>;

const buyKeys = {
  attributes: (subTypeId: number) => ['buy', 'attributes', subTypeId] as const,
  sourceOfFunds: ['buy', 'source-of-funds'] as const,
  unitTrustEft: ['buy', 'unit-trust-eft'] as const,
  productMember: ['buy', 'product-member'] as const,
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
  };
}

/** The account to pay a unit trust into by EFT, with the customer's own reference (spec §7 eftdetails). */
export function unitTrustEftDetailsQuery(): QueryDefinition<ProductBankDetails> {
  return {
    queryKey: buyKeys.unitTrustEft,
    queryFn: ({ client, party, signal }) =>
      client.request({
        path: '/v3/api/Products/UnitTrust/eftdetails',
        query: { partyId: party },
        secure: true,
        schema: productBankDetailsSchema,
        signal,
      }),
    staleTime: 5 * 60_000,
  };
}

/** The signed-in customer as a unit trust's product member (spec §7 WillChannel/productMember/{id}). */
export function productMemberQuery(): QueryDefinition<ProductMember> {
  return {
    queryKey: buyKeys.productMember,
    queryFn: ({ client, party, signal }) =>
      client.request({
        path: '/v3/api/Products/WillChannel/productMember/[partyId]',
        party,
        secure: true,
        schema: productMemberSchema,
        signal,
      }),
  };
}
