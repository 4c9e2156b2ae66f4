import { describe, expect, it } from 'vitest';
import { branchCodePrefix, findBranch, isBranchCodeFormat } from './bank-branch';

const branches = [
  { BankID: 5, BranchName: 'FNB Universal', BranchCode: '250655' },
  { BankID: 5, BranchName: 'Rosebank', BranchCode: '253305' },
  { BankID: 8, BranchName: 'Sandton City', BranchCode: '019205' },
];

describe('bank branch rules', () => {
  it('wants six digits', () => {
    expect(isBranchCodeFormat(' 250655 ')).toBe(true);
    expect(isBranchCodeFormat('25065')).toBe(false);
    expect(isBranchCodeFormat('25065a')).toBe(false);
  });

  it('asks the lookup only for digits that can start a code', () => {
    expect(branchCodePrefix('25')).toBe('25');
    expect(branchCodePrefix(' 253305 ')).toBe('253305');
    expect(branchCodePrefix('')).toBeUndefined();
    expect(branchCodePrefix('25a')).toBeUndefined();
    expect(branchCodePrefix('2530551')).toBeUndefined();
  });

  it('knows a code only as a branch of the chosen bank', () => {
    expect(findBranch(branches, 5, '253305')?.BranchName).toBe('Rosebank');
    expect(findBranch(branches, 5, '019205')).toBeUndefined();
    expect(findBranch(branches, 5, '999999')).toBeUndefined();
    expect(findBranch(branches, 5, '2533')).toBeUndefined();
  });
});
