import { latestBankDetailsQuery } from '../../../src/api/bank-details';
import { countriesQuery } from '../../../src/api/lookups';
import { attributeValue } from '../../../src/domain/product-attributes';
import { maskAccountNumber } from '../../../src/domain/rand-amount';
import { firstDebitDate } from '../../../src/domain/tax-free-months';
import { useServerQuery } from '../../../src/react/server-query';
import { Alert, Button, Checkbox, useClasses } from '../../../src/ui';
import { type HeadingLevel, headingTag } from '../../../src/ui/heading';
import { VisuallyHidden } from '../../../src/ui/visually-hidden';
import type { FieldErrors } from '../../../src/wizard';
import { BUY_MESSAGES } from '../buy-messages';
import type { AnswerRow } from '../buy-product';
import type { MoneyMovement } from '../buy-receipt';
import type { SharedStepProps } from '../buy-step-props';
import { buyStyles } from '../buy-styles';
import { BuyText } from '../buy-text';
import { BUY_STEP, REFUSAL_KEY } from '../buy-wizard-definition';
import { mandateText } from '../debit-mandate';
import { useProductLink } from '../product-link';
import { productRates } from '../product-rates';
import { type PeriodTotal, purchaseTotals } from '../purchase-totals';
import { PIP_QUESTION } from './source-of-funds-step';
import { TotalsBox } from './totals-box';

/**
 * A refused Confirm's reasons (`purchase.<field>` in the wizard's errors): each on the first answer
 * that becomes that field, beside its Change link; a reason no answer on the page becomes (the product
 * no longer for sale, the member) goes above them.
 */
function refusalsByRow(rows: readonly AnswerRow[], errors: FieldErrors) {
  const byRow: (string | undefined)[] = [];
  const elsewhere: string[] = [];
  for (const [key, message] of Object.entries(errors)) {
    if (!message || (key !== REFUSAL_KEY && !key.startsWith(`${REFUSAL_KEY}.`))) continue;
    const field = key.slice(REFUSAL_KEY.length + 1);
    const at = rows.findIndex((row) => row.fields?.some((candidate) => candidate === field));
    if (at >= 0 && byRow[at] === undefined) byRow[at] = message;
    else elsewhere.push(message);
  }
  return { byRow, elsewhere };
}

/**
 * Spec PaymentDetailsConfirmationPage (shared): what is being bought (the product and its rates), then
 * every answer to check, each with a Change link back to its step, then the terms and (for a debit
 * order) the mandate, naming amount, day, account and first date. Its Next reads Confirm and buys.
 */
export function ConfirmationStep({
  wizard,
  context,
  productName,
  productAnswers,
  movements,
  period,
  headingLevel,
  onChange,
}: SharedStepProps & {
  productName: string;
  productAnswers: AnswerRow[];
  /** The money the answers move: what a debit order's mandate collects. */
  movements: { lumpSums: MoneyMovement[]; monthly: MoneyMovement[] };
  /** The period the product counts the purchase in, if any (the tax-free tax year). */
  period?: PeriodTotal;
  /** Level of the two lists' headings (Product, Your answers). */
  headingLevel: HeadingLevel;
  /** A Change link: to that step, and back here once it is answered. */
  onChange: (step: number) => void;
}) {
  const classes = useClasses(buyStyles);
  const countries = useServerQuery(countriesQuery());
  const Heading = headingTag(headingLevel);
  const { draft } = wizard;
  const source = context.sources.find((candidate) => String(candidate.LookupID) === draft.sourceOfFunds);
  const country = countries.data?.find(
    (candidate) => String(candidate.CountryID) === draft.countryOfTaxResidence,
  );
  const rows: AnswerRow[] = [
    ...productAnswers,
    {
      label: 'Source of funds',
      value:
        source?.LookupValue === 'Other'
          ? `Other: ${draft.otherSourceOfFunds.trim()}`
          : (source?.LookupValue ?? draft.sourceOfFunds),
      step: BUY_STEP.sourceOfFunds,
    },
    {
      label: 'Country of tax residence',
      value: country?.Description ?? draft.countryOfTaxResidence,
      step: BUY_STEP.sourceOfFunds,
      fields: ['CountryOfTaxResidenceID'],
    },
    {
      label: 'Politically exposed or influential person',
      value: draft.isPip === 'yes' ? 'Yes' : 'No',
      step: BUY_STEP.sourceOfFunds,
    },
    {
      label: 'Payment',
      value: draft.paymentType,
      step: BUY_STEP.payment,
      fields: ['IsDebit', 'ConfirmedBankDetail'],
    },
  ];
  const refusals = refusalsByRow(rows, wizard.errors);
  const terms = useProductLink()(attributeValue(context.attributes, 'TermsAndConditionsUrl'));
  const debit = draft.paymentType === 'Debit Order';
  const bank = useServerQuery(latestBankDetailsQuery(), { enabled: debit });
  const firstDebit = firstDebitDate(new Date());
  const mandate = mandateText({
    ...movements,
    account: bank.data ? `${bank.data.BankName} ${maskAccountNumber(bank.data.AccountNumber)}` : '',
    firstDebit,
  });
  return (
    <>
      <BuyText>Check your answers before you confirm. Nothing is bought until you press Confirm.</BuyText>
      {refusals.elsewhere.map((message) => (
        <Alert key={message} variant="danger">
          {BUY_MESSAGES.purchaseRefused(message)}
        </Alert>
      ))}
      <Heading className={classes.listHeading}>Product</Heading>
      <dl className={`${classes.answers} ${classes.checkList}`} aria-label="Product">
        {[['Product', productName] as [string, string], ...productRates(context.attributes)].map(
          ([term, value]) => (
            <div key={term} className={`${classes.row} ${classes.checkRow}`}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ),
        )}
      </dl>
      <Heading className={classes.listHeading}>Your answers</Heading>
      <dl className={`${classes.answers} ${classes.checkList}`} aria-label="Your answers">
        {rows.map((row, at) => {
          const refusal = refusals.byRow[at];
          return (
            <div
              key={row.label}
              className={`${classes.row} ${classes.checkRow}${refusal ? ` ${classes.refusedRow}` : ''}`}
            >
              <dt>{row.label}</dt>
              <dd>
                {row.value}
                {refusal && <span className={classes.refusal}>{refusal}</span>}
              </dd>
              <dd>
                <Button variant="link" onClick={() => onChange(row.step)}>
                  Change<VisuallyHidden>{` ${row.label.toLowerCase()}`}</VisuallyHidden>
                </Button>
              </dd>
            </div>
          );
        })}
      </dl>
      <BuyText muted>{`You answered ${draft.isPip === 'yes' ? 'Yes' : 'No'} to: ${PIP_QUESTION}`}</BuyText>
      <TotalsBox totals={purchaseTotals(movements, { debit, firstDebit, period })} />
      <Checkbox
        name="termsAccepted"
        label={
          terms ? (
            <>
              I accept the{' '}
              <a className={classes.link} href={terms} target="_blank" rel="noopener noreferrer">
                terms and conditions (opens in a new tab)
              </a>
            </>
          ) : (
            'I accept the terms and conditions'
          )
        }
        checked={draft.termsAccepted}
        onChange={(event) => wizard.form.setValue('termsAccepted', event.target.checked)}
        error={wizard.errors.termsAccepted}
        required
      />
      {debit && (
        <Checkbox
          name="mandateAccepted"
          label={mandate}
          checked={draft.mandateAccepted}
          onChange={(event) => wizard.form.setValue('mandateAccepted', event.target.checked)}
          error={wizard.errors.mandateAccepted}
          required
        />
      )}
    </>
  );
}
