import * as z from 'zod/mini';
import type { QueryDefinition } from './server-state';

// Apart from buy.ts: a buy tag's first screen reads the product's attributes and the sources of funds;
// the EFT account shows from its payment step on, in the chunk loaded after the first screen.

/** Spec §3 Product bank details: the account a customer pays into by EFT, and the reference to use. */
export const productBankDetailsSchema = z.object({
  Bank: z.string(),
  Branch: z.optional(z.nullable(z.string())),
  BranchCode: z.string(),
  AccountNumber: z.string(),
  Reference: z.optional(z.nullable(z.string())),
});
export type ProductBankDetails = z.infer<typeof productBankDetailsSchema>;

/** The account to pay a unit trust into by EFT, with the customer's own reference (spec §7 eftdetails). */
export function unitTrustEftDetailsQuery(): QueryDefinition<ProductBankDetails> {
  return {
    queryKey: ['buy', 'unit-trust-eft'] as const,
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
