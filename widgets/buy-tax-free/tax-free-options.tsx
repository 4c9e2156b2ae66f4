import { formatCurrency } from '../../src/domain/format-currency';
import { numericAttribute } from '../../src/domain/product-attributes';
import { TextField } from '../../src/ui';
import { useDomId } from '../../src/ui/dom-id';
import { amountInput, BuyText, type ProductStepProps } from '../buy';
import { AllowanceMeter } from './allowance-meter';
import { allowanceOf, crossingField, TAX_FREE_MESSAGES, type TaxFreeAnswers } from './tax-free-rules';

/** Spec SelectInvestmentOptionsPage for tax-free savings: lump sum and/or monthly, within the allowance. */
export function TaxFreeOptions({ wizard, attributes }: ProductStepProps<TaxFreeAnswers>) {
  const id = useDomId();
  const minimumLumpSum = numericAttribute(attributes, 'MinimumLumpSumInvestmentAmount') ?? 0;
  const minimumMonthly = numericAttribute(attributes, 'MinimumMonthlyContributionInvestmentAmount') ?? 0;
  const allowance = allowanceOf(wizard.draft, attributes);
  // Going over the allowance is said beside the amount that crosses it, as soon as it does.
  const over = allowance.excess > 0 ? TAX_FREE_MESSAGES.overAllowance(allowance.excess) : undefined;
  const crossing = crossingField(wizard.draft, allowance);
  // Each field reads its text into cents as it changes; the rules and the meter read the cents.
  const field = (name: 'lumpSum' | 'monthly' | 'elsewhere') => ({
    name,
    error: over && crossing === name ? over : wizard.errors[name],
    ...amountInput(wizard.draft[name], (amount) => wizard.form.setValue(name, amount), {
      optional: true,
      onLeave: () => wizard.form.touch(name),
    }),
  });
  return (
    <>
      <BuyText>Invest a lump sum now, a monthly amount by debit order, or both.</BuyText>
      <TextField
        id={`${id}-lump-sum`}
        label="Lump sum (R)"
        hint={`Optional. At least ${formatCurrency(minimumLumpSum)}`}
        inputMode="decimal"
        prefix="R"
        autoComplete="off"
        {...field('lumpSum')}
      />
      <TextField
        id={`${id}-monthly`}
        label="Monthly amount (R)"
        hint={`Optional. At least ${formatCurrency(minimumMonthly)}, by debit order from the 1st of next month`}
        inputMode="decimal"
        prefix="R"
        autoComplete="off"
        {...field('monthly')}
      />
      <TextField
        id={`${id}-elsewhere`}
        label="Tax-free contributions with other providers this tax year (R)"
        hint="Optional. Only to count them against your limit: we do not send this anywhere."
        inputMode="decimal"
        prefix="R"
        autoComplete="off"
        {...field('elsewhere')}
      />
      <AllowanceMeter allowance={allowance} />
    </>
  );
}
