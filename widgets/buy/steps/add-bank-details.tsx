import * as z from 'zod/mini';
import { addBankDetailsMutation, banksQuery } from '../../../src/api/buy';
import { filled, satisfying } from '../../../src/domain/form-fields';
import { useServerMutation } from '../../../src/react/server-mutation';
import { useServerQuery } from '../../../src/react/server-query';
import { useSchemaForm } from '../../../src/react/use-form';
import { useApiClient } from '../../../src/react/widget-context';
import { Alert, Button, Select, TextField, useClasses } from '../../../src/ui';
import { useDomId } from '../../../src/ui/dom-id';
import { buyStyles } from '../buy-styles';

/** Rules of a new bank account, as the API checks them. */
export const BANK_DETAIL_MESSAGES = {
  bank: 'Please select your bank',
  branchCode: 'Please enter the 6-digit branch code',
  accountNumber: 'Please enter your account number (6 to 16 digits)',
  holder: 'Please enter the name of the account holder',
} as const;

const bankDetailSchema = z.object({
  BankName: filled(BANK_DETAIL_MESSAGES.bank),
  BranchCode: satisfying((code) => /^\d{6}$/.test(code.trim()), BANK_DETAIL_MESSAGES.branchCode),
  AccountNumber: satisfying((number) => /^\d{6,16}$/.test(number.trim()), BANK_DETAIL_MESSAGES.accountNumber),
  AccountHolderName: filled(BANK_DETAIL_MESSAGES.holder),
});

const EMPTY = { BankName: '', BranchCode: '', AccountNumber: '', AccountHolderName: '' };

/**
 * No bank details on record: the customer adds them here (saved through the v5 bank-details call),
 * and then confirms them like any others. Fields of the wizard's form, saved by their own button.
 */
export function AddBankDetails({ error }: { error: string | undefined }) {
  const classes = useClasses(buyStyles);
  const id = useDomId();
  const client = useApiClient();
  const banks = useServerQuery(banksQuery(client));
  const save = useServerMutation(addBankDetailsMutation(client));
  const form = useSchemaForm(bankDetailSchema, EMPTY);
  const chooseBank = (name: string) => {
    form.setValue('BankName', name);
    const branch = banks.data?.find((bank) => bank.BankName === name)?.UniversalBranchCode;
    if (branch) form.setValue('BranchCode', branch);
  };
  const submit = () => {
    const details = form.submit();
    if (!details) return;
    void save.start({
      BankName: details.BankName,
      BranchCode: details.BranchCode.trim(),
      AccountNumber: details.AccountNumber.trim(),
      AccountHolderName: details.AccountHolderName.trim(),
    });
  };
  return (
    <fieldset className={classes.fieldset}>
      <legend className={classes.text}>
        We have no bank details for you yet. Add the account the debit order should be drawn on.
      </legend>
      {error && <Alert variant="danger">{error}</Alert>}
      <Select
        id={`${id}-bank`}
        label="Bank"
        placeholder="Select your bank"
        options={(banks.data ?? []).map((bank) => ({ value: bank.BankName, label: bank.BankName }))}
        name="BankName"
        value={form.values.BankName}
        onChange={(event) => chooseBank(event.target.value)}
        error={form.errors.BankName}
        required
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
        <Button variant="secondary" busy={save.status === 'pending'} onClick={submit}>
          Save bank details
        </Button>
      </div>
    </fieldset>
  );
}
