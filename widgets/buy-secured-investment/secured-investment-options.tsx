import { DEFAULT_RATE_PREFERENCE } from '../../src/domain/business-constants';
import { formatCurrency } from '../../src/domain/format-currency';
import { attributeValue, numericAttribute } from '../../src/domain/product-attributes';
import { RadioGroup, TextField } from '../../src/ui';
import { useDomId } from '../../src/ui/dom-id';
import { amountInput, BuyText, type ProductStepProps } from '../buy';
import { RateEarnings } from './rate-earnings';
import { investedAmount } from './secured-investment-amount';
import { minimumInvestment, type SecuredInvestmentAnswers } from './secured-investment-rules';

const OPTIONS = [
  { value: 'Growth', label: 'Growth', hint: 'Your interest is added to your investment.' },
  { value: 'Income', label: 'Income', hint: 'Your interest is paid out to you.' },
];

/** Spec SelectInvestmentOptionsPage: Growth or Income, the amount, and what it earns at the product's rates. */
export function SecuredInvestmentOptions({ wizard, attributes }: ProductStepProps<SecuredInvestmentAnswers>) {
  const id = useDomId();
  const minimum = minimumInvestment(attributes);
  // The earnings line needs an amount at least the minimum: its cents, read as it was typed.
  const amount = wizard.draft.amount.cents === null ? undefined : investedAmount(wizard.draft);
  const rates = (['NominalRate', 'MaturityRate'] as const)
    .map((key) => ({ key, rate: numericAttribute(attributes, key), text: attributeValue(attributes, key) }))
    .filter((entry) => entry.rate !== undefined);
  return (
    <>
      <RadioGroup
        id={`${id}-option`}
        name="investmentOption"
        legend="Investment option"
        options={OPTIONS}
        value={wizard.draft.investmentOption}
        onChange={(value) => wizard.form.setValue('investmentOption', value)}
        error={wizard.errors.investmentOption}
        required
      />
      {/* Spec §3: the purchase's ProductDescription is the rate preference; the product offers one. */}
      <BuyText>{`Rate preference: ${attributeValue(attributes, 'ProductDescription') ?? DEFAULT_RATE_PREFERENCE}`}</BuyText>
      <TextField
        id={`${id}-amount`}
        label="Amount to invest (R)"
        hint={`At least ${formatCurrency(minimum)}`}
        inputMode="decimal"
        prefix="R"
        autoComplete="off"
        name="amount"
        error={wizard.errors.amount}
        {...amountInput(wizard.draft.amount, (amount) => wizard.form.setValue('amount', amount), {
          onLeave: () => wizard.form.touch('amount'),
        })}
        required
      />
      {amount !== undefined && amount >= minimum && rates.length > 0 && (
        <RateEarnings amount={amount} rates={rates} />
      )}
    </>
  );
}
