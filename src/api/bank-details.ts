import * as z from 'zod/mini';
import { isApiError } from './api-error';
import type { NewBankDetailBody } from './request-bodies';
import type { MutationDefinition, QueryDefinition } from './server-state';

// Spec §7 "Bank details (web API v5)", the banks; shapes §3. Apart from buy.ts: only a debit order and
// the receipt read them, so a buy tag's first screen does not carry them.

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

const bankKeys = {
  banks: ['buy', 'banks'] as const,
  latest: ['buy', 'bank-details'] as const,
};

/** The banks a debit order may be drawn on. */
export function banksQuery(): QueryDefinition<Bank[]> {
  return {
    queryKey: bankKeys.banks,
    queryFn: ({ client, signal }) =>
      client.request({ path: '/v3/api/banks/all', secure: true, schema: z.array(bankSchema), signal }),
    staleTime: Number.POSITIVE_INFINITY,
  };
}

/** The customer's latest bank details, or null when none are on record (the API answers 404). */
export function latestBankDetailsQuery(): QueryDefinition<BankDetail | null> {
  return {
    queryKey: bankKeys.latest,
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
    invalidates: [bankKeys.latest],
  };
}
