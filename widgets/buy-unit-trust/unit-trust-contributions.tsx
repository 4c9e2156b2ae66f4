import { formatCurrency } from '../../src/domain/format-currency';
import { contributionBounds } from '../../src/domain/purchase-rules';
import type { TypedAmount } from '../../src/domain/rand-amount';
import { TextField, useClasses } from '../../src/ui';
import { useDomId } from '../../src/ui/dom-id';
import { amountInput, BuyText, buyStyles, type ProductStepProps } from '../buy';
import { fundsOf } from './fund-info';
import { choiceProblems, contributionFieldName, fundName } from './unit-trust-contribution-rules';
import { type FundChoice, totalOf, type UnitTrustAnswers } from './unit-trust-rules';

/**
 * Spec SelectInvestmentOptionsPage for unit trusts (the contribution form): per chosen fund, a lump sum
 * and/or a monthly amount in rand. Amounts rather than percentages of one total: the post carries an
 * amount per fund, the minimums are per fund in rand, and the customer sees what goes where without
 * rounding cents.
 */
export function UnitTrustContributions({ wizard, attributes }: ProductStepProps<UnitTrustAnswers>) {
  const classes = useClasses(buyStyles);
  const id = useDomId();
  const funds = fundsOf(attributes);
  const bounds = contributionBounds(attributes);
  const { choices } = wizard.draft;
  const change = (code: string, field: 'lumpSum' | 'monthly', amount: TypedAmount) =>
    wizard.form.setValue(
      'choices',
      choices.map((choice) => (choice.code === code ? { ...choice, [field]: amount } : choice)),
    );
  // Each field reads its text into cents as it changes; the rules and the totals read the cents.
  const amount = (choice: FundChoice, field: 'lumpSum' | 'monthly') =>
    amountInput(choice[field], (typed) => change(choice.code, field, typed), { optional: true });
  // A field's own problem shows once something is typed in it, or once Next has checked the step (the
  // summary's message names the fund; beside the field, inside the fund's group, it need not).
  const shown = (choice: FundChoice, field: 'lumpSum' | 'monthly', problem: string | undefined) =>
    choice[field].text.trim() !== '' || wizard.errors[contributionFieldName(field, choice.code)]
      ? problem
      : undefined;
  const lumpSum = totalOf(choices, 'lumpSum');
  const monthly = totalOf(choices, 'monthly');
  return (
    <>
      <BuyText>
        {`For each fund, invest a lump sum now (at least ${formatCurrency(bounds.lumpSum.minimum)}), a monthly amount by debit order (at least ${formatCurrency(bounds.monthly.minimum)}), or both.`}
      </BuyText>
      {choices.map((choice) => {
        const name = fundName(funds, choice.code);
        const problems = choiceProblems(choice, name, bounds);
        return (
          <fieldset key={choice.code} className={`${classes.fieldset} ${classes.panel}`}>
            <legend className={classes.text}>{name}</legend>
            <TextField
              id={`${id}-${choice.code}-lump-sum`}
              name={contributionFieldName('lumpSum', choice.code)}
              label={`Lump sum for the ${name} (R)`}
              hint="Optional"
              inputMode="decimal"
              prefix="R"
              autoComplete="off"
              {...amount(choice, 'lumpSum')}
              error={shown(choice, 'lumpSum', problems.lumpSum)}
            />
            <TextField
              id={`${id}-${choice.code}-monthly`}
              name={contributionFieldName('monthly', choice.code)}
              label={`Monthly amount for the ${name} (R)`}
              hint="Optional. Collected by debit order"
              inputMode="decimal"
              prefix="R"
              autoComplete="off"
              {...amount(choice, 'monthly')}
              error={shown(choice, 'monthly', problems.monthly)}
            />
          </fieldset>
        );
      })}
      <BuyText>
        {lumpSum + monthly > 0
          ? `In total: ${formatCurrency(lumpSum)} now and ${formatCurrency(monthly)} a month.`
          : 'Nothing entered yet.'}
      </BuyText>
    </>
  );
}
