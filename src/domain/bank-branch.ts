// The branch of a bank account (spec §7 "GET /v3/api/BankBranches/filteredbycode/{bank}/{code}").
// The buy wizard's add-bank-details step and the sandbox's bank routes both judge a branch code here.

/** A branch as the lookup answers it. */
export interface BranchOfBank {
  BankID: number;
  BranchName: string;
  BranchCode: string;
}

export const BRANCH_CODE_MESSAGES = {
  format: 'Please enter the 6-digit branch code',
  unknown: 'This branch code is not a branch of the bank you chose',
} as const;

/** Six digits, spaces around it ignored. */
export function isBranchCodeFormat(code: string): boolean {
  return /^\d{6}$/.test(code.trim());
}

/**
 * The digits typed so far when they can start a branch code (1 to 6 digits), else undefined: what the
 * lookup is asked for while the customer types.
 */
export function branchCodePrefix(code: string): string | undefined {
  const digits = code.trim();
  return /^\d{1,6}$/.test(digits) ? digits : undefined;
}

/** The branch of `bankId` whose code is exactly `code`, if the lookup's answer holds one. */
export function findBranch(
  branches: readonly BranchOfBank[],
  bankId: number,
  code: string,
): BranchOfBank | undefined {
  const wanted = code.trim();
  return branches.find((branch) => branch.BankID === bankId && branch.BranchCode === wanted);
}
