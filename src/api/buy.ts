import * as z from 'zod/mini';
import type { ProductAttribute } from '../domain/product-attributes';
import { nonEmptyText } from '../domain/schema-parts';
import { isApiError } from './api-error';
import { DASHBOARD_KEY } from './dashboard-paths';
import type { PurchaseRequest } from './purchase-requests';
import type { NewBankDetailBody } from './request-bodies';
import type { MutationDefinition, QueryDefinition } from './server-state';

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

/** Spec §3 Bank detail (latest), with its id for an update. */
export const bankDetailSchema = z.object({
  PartyBankDetailID: z.optional(z.number()),
  AccountHolderName: z.string(),
  BankName: z.string(),
  AccountNumber: z.string(),
  BranchCode: z.string(),
});
export type BankDetail = z.infer<typeof bankDetailSchema>;

export const bankSchema = z.object({
  BankID: z.number(),
  BankName: z.string(),
  UniversalBranchCode: z.optional(z.nullable(z.string())),
});
export type Bank = z.infer<typeof bankSchema>;

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

/** What a buy post answers: the reference to pay with and what was bought. */
export const purchaseResultSchema = z.object({
  Reference: nonEmptyText(),
  Product: z.optional(z.string()),
  Amount: z.optional(z.number()),
  Status: z.optional(z.string()),
});
export type PurchaseResult = z.infer<typeof purchaseResultSchema>;

const buyKeys = {
  attributes: (subTypeId: number) => ['buy', 'attributes', subTypeId] as const,
  sourceOfFunds: ['buy', 'source-of-funds'] as const,
  banks: ['buy', 'banks'] as const,
  bankDetails: ['buy', 'bank-details'] as const,
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

/** The banks a debit order may be drawn on. */
export function banksQuery(): QueryDefinition<Bank[]> {
  return {
    queryKey: buyKeys.banks,
    queryFn: ({ client, signal }) =>
      client.request({ path: '/v3/api/banks/all', secure: true, schema: z.array(bankSchema), signal }),
    staleTime: Number.POSITIVE_INFINITY,
  };
}

/** The customer's latest bank details, or null when none are on record (the API answers 404). */
export function latestBankDetailsQuery(): QueryDefinition<BankDetail | null> {
  return {
    queryKey: buyKeys.bankDetails,
    queryFn: ({ client, party, signal }) =>
      client
        .request({
          path: '/V5/api/parties/[partyId]/PartyBankDetails/latest',
          party,
          secure: true,
          schema: bankDetailSchema,
          signal,
        })
        .catch((error: unknown) => {
          if (isApiError(error) && error.status === 404) return null;
          throw error;
        }),
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

/** Bank details as the customer enters them (their schema: request-bodies.ts). */
export type NewBankDetail = NewBankDetailBody;

/** Adds the customer's bank details (for a debit order when none are on record). */
export function addBankDetailsMutation(): MutationDefinition<NewBankDetail, BankDetail> {
  return {
    mutationKey: ['buy', 'add-bank-details'],
    mutationFn: (detail, { client, party }) =>
      client.request({
        path: '/V5/api/parties/[partyId]/PartyBankDetails',
        party,
        method: 'POST',
        secure: true,
        body: detail,
        schema: bankDetailSchema,
      }),
    invalidates: [buyKeys.bankDetails],
  };
}

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
 * `PartyID`); the dashboards show it next.
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
    invalidates: [DASHBOARD_KEY],
  };
}
