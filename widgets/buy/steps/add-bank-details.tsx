import { useEffect, useState } from 'react';
import * as z from 'zod/mini';
import { type BankBranch, bankBranchesQuery } from '../../../src/api/bank-branches';
import { addBankDetailsMutation, banksQuery } from '../../../src/api/bank-details';
import {
  BRANCH_CODE_MESSAGES,
  branchCodePrefix,
  findBranch,
  isBranchCodeFormat,
} from '../../../src/domain/bank-branch';
import { filled, satisfying } from '../../../src/domain/form-fields';
import { useServerMutation } from '../../../src/react/server-mutation';
import { useServerQuery } from '../../../src/react/server-query';
import { useSchemaForm } from '../../../src/react/use-form';
import { Alert, Button, Select, TextField, useClasses } from '../../../src/ui';
import { useDomId } from '../../../src/ui/dom-id';
import { buyStyles } from '../buy-styles';

/** Rules of a new bank account, as the API checks them. */
const BANK_DETAIL_MESSAGES = {
  bank: 'Please select your bank',
  branchCode: BRANCH_CODE_MESSAGES.format,
  unknownBranch: BRANCH_CODE_MESSAGES.unknown,
  accountNumber: 'Please enter your account number (6 to 16 digits)',
  holder: 'Please enter the name of the account holder',
} as const;

/** What the branch lookup says of the code typed: known, unknown, or not answered yet. */
type BranchCheck = 'known' | 'unknown' | 'checking';

function bankDetailSchema(branch: BranchCheck) {
  return z.object({
    BankName: filled(BANK_DETAIL_MESSAGES.bank),
    BranchCode: satisfying(isBranchCodeFormat, BANK_DETAIL_MESSAGES.branchCode).check(
      z.refine(() => branch !== 'unknown', BANK_DETAIL_MESSAGES.unknownBranch),
    ),
    AccountNumber: satisfying(
      (number) => /^\d{6,16}$/.test(number.trim()),
      BANK_DETAIL_MESSAGES.accountNumber,
    ),
    AccountHolderName: filled(BANK_DETAIL_MESSAGES.holder),
  });
}

function branchCheck(
  branches: { status: string; data: BankBranch[] | undefined },
  bankId: number | undefined,
  code: string,
): BranchCheck {
  // Without a bank the bank's own message stands; a malformed code has its format message.
  if (bankId === undefined || !isBranchCodeFormat(code)) return 'known';
  if (branches.status === 'pending') return 'checking';
  return findBranch(branches.data ?? [], bankId, code) ? 'known' : 'unknown';
}

const EMPTY = { BankName: '', BranchCode: '', AccountNumber: '', AccountHolderName: '' };

/**
 * No bank details on record: the customer adds them here (saved through the v5 bank-details call),
 * and then confirms them like any others. Fields of the wizard's form, saved by their own button.
 * Choosing the bank fills in its universal branch code; the branch list shows the bank's branches
 * whose code starts with the digits typed (the `filteredbycode` lookup), and a code that is not one of
 * the bank's branches is refused before anything is saved.
 */
export function AddBankDetails({ error }: { error: string | undefined }) {
  const classes = useClasses(buyStyles);
  const id = useDomId();
  const banks = useServerQuery(banksQuery());
  const save = useServerMutation(addBankDetailsMutation());
  const [values, setValues] = useState(EMPTY);
  const bank = banks.data?.find((candidate) => candidate.BankName === values.BankName);
  const prefix = branchCodePrefix(values.BranchCode);
  const branches = useServerQuery(bankBranchesQuery(bank?.BankID ?? 0, prefix ?? ''), {
    enabled: bank !== undefined && prefix !== undefined,
  });
  const check = branchCheck(branches, bank?.BankID, values.BranchCode);
  const form = useSchemaForm(() => bankDetailSchema(check), EMPTY, {
    values,
    update: (change) => setValues(change),
  });
  const chooseBank = (name: string) => {
    form.setValue('BankName', name);
    const universal = banks.data?.find((candidate) => candidate.BankName === name)?.UniversalBranchCode;
    form.setValue('BranchCode', universal ?? '');
  };
  const branchOptions = (bank && prefix !== undefined ? (branches.data ?? []) : []).map((branch) => ({
    value: branch.BranchCode,
    label: `${branch.BranchName} (${branch.BranchCode})`,
  }));
  const chosenBranch = branchOptions.some((option) => option.value === values.BranchCode.trim())
    ? values.BranchCode.trim()
    : '';
  // Save pressed before the lookup has answered for the code typed: it saves once it has.
  const [waitingForCheck, setWaitingForCheck] = useState(false);
  const submit = () => {
    if (check === 'checking') {
      setWaitingForCheck(true);
      return;
    }
    const details = form.submit();
    if (!details) return;
    void save.start({
      BankName: details.BankName,
      BranchCode: details.BranchCode.trim(),
      AccountNumber: details.AccountNumber.trim(),
      AccountHolderName: details.AccountHolderName.trim(),
    });
  };
  useEffect(() => {
    if (!waitingForCheck || check === 'checking') return;
    setWaitingForCheck(false);
    submit();
  });
  return (
    <fieldset className={classes.fieldset}>
      <legend className={classes.legend}>
        We have no bank details for you yet. Add the account the debit order should be drawn on.
      </legend>
      {error && <Alert variant="danger">{error}</Alert>}
      <Select
        id={`${id}-bank`}
        label="Bank"
        placeholder="Select your bank"
        options={(banks.data ?? []).map((bank) => ({ value: bank.BankName, label: bank.BankName }))}
        name="BankName"
        // Where the step's "confirm your bank details" takes the customer while there are none to confirm.
        data-field="bankDetailsConfirmed"
        value={form.values.BankName}
        onChange={(event) => chooseBank(event.target.value)}
        error={form.errors.BankName}
        required
      />
      <Select
        id={`${id}-branch-list`}
        label="Branch"
        hint="Type the first digits of the branch code to find your branch."
        placeholder={branchOptions.length > 0 ? 'Select your branch' : 'No branch found yet'}
        options={branchOptions}
        value={chosenBranch}
        onChange={(event) => form.setValue('BranchCode', event.target.value)}
        disabled={!bank}
      />
      <TextField
        id={`${id}-branch`}
        label="Branch code"
        inputMode="numeric"
        {...form.control('BranchCode')}
        required
      />
      <TextField
        id={`${id}-account`}
        label="Account number"
        inputMode="numeric"
        autoComplete="off"
        {...form.control('AccountNumber')}
        required
      />
      <TextField
        id={`${id}-holder`}
        label="Account holder"
        autoComplete="name"
        {...form.control('AccountHolderName')}
        required
      />
      {save.status === 'error' && <Alert variant="danger">{save.error?.message}</Alert>}
      <div className={classes.actions}>
        <Button variant="secondary" busy={save.status === 'pending' || waitingForCheck} onClick={submit}>
          Save bank details
        </Button>
      </div>
    </fieldset>
  );
}
