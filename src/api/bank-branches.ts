import * as z from 'zod/mini';
import type { QueryDefinition } from './server-state';

// Spec §7 Profile (v3): GET /v3/api/BankBranches/filteredbycode/{bank}/{code}. A file of its own: only
// the add-bank-details form (a chunk loaded when it shows) reads it.

/** A bank's branch, as `filteredbycode` answers it. */
export const bankBranchSchema = z.object({
  BankBranchID: z.number(),
  BankID: z.number(),
  BranchName: z.string(),
  BranchCode: z.string(),
});
export type BankBranch = z.infer<typeof bankBranchSchema>;

/** The branches of bank `bankId` whose code starts with `codePrefix` (1 to 6 digits). */
export function bankBranchesQuery(bankId: number, codePrefix: string): QueryDefinition<BankBranch[]> {
  return {
    queryKey: ['buy', 'branches', bankId, codePrefix],
    queryFn: ({ client, signal }) =>
      client.request({
        path: `/v3/api/BankBranches/filteredbycode/${bankId}/${encodeURIComponent(codePrefix)}`,
        secure: true,
        schema: z.array(bankBranchSchema),
        signal,
      }),
    staleTime: Number.POSITIVE_INFINITY,
  };
}
