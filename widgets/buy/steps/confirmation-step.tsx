import { countriesQuery } from '../../../src/api/lookups';
import { attributeValue } from '../../../src/domain/product-attributes';
import { useServerQuery } from '../../../src/react/server-query';
import { useApiClient } from '../../../src/react/widget-context';
import { Button, Checkbox, useClasses } from '../../../src/ui';
import { VisuallyHidden } from '../../../src/ui/visually-hidden';
import type { AnswerRow } from '../buy-product';
import type { SharedStepProps } from '../buy-step-props';
import { buyStyles } from '../buy-styles';
import { BuyText } from '../buy-text';
import { BUY_STEP } from '../buy-wizard-definition';
import { useProductLink } from '../product-link';
import { PIP_QUESTION } from './source-of-funds-step';

/**
 * Spec PaymentDetailsConfirmationPage (shared): every answer to check, each with a Change link back to
 * its step, then the terms and (for a debit order) the mandate. Its Next reads Confirm and buys.
 */
export function ConfirmationStep({
  wizard,
  context,
  productAnswers,
}: SharedStepProps & { productAnswers: AnswerRow[] }) {
  const classes = useClasses(buyStyles);
  const countries = useServerQuery(countriesQuery(useApiClient()));
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
    },
    {
      label: 'Politically exposed or influential person',
      value: draft.isPip === 'yes' ? 'Yes' : 'No',
      step: BUY_STEP.sourceOfFunds,
    },
    { label: 'Payment', value: draft.paymentType, step: BUY_STEP.payment },
  ];
  const terms = useProductLink()(attributeValue(context.attributes, 'TermsAndConditionsUrl'));
  const debit = draft.paymentType === 'Debit Order';
  return (
    <>
      <BuyText>Check your answers before you confirm. Nothing is bought until you press Confirm.</BuyText>
      <dl className={classes.answers} aria-label="Your answers">
        {rows.map((row) => (
          <div key={row.label} className={classes.row}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
            <dd>
              <Button variant="link" onClick={() => wizard.goTo(row.step)}>
                Change<VisuallyHidden>{` ${row.label.toLowerCase()}`}</VisuallyHidden>
              </Button>
            </dd>
          </div>
        ))}
      </dl>
      <BuyText muted>{`You answered ${draft.isPip === 'yes' ? 'Yes' : 'No'} to: ${PIP_QUESTION}`}</BuyText>
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
          label="I authorise Fedgroup to collect this investment from my bank account by debit order"
          checked={draft.mandateAccepted}
          onChange={(event) => wizard.form.setValue('mandateAccepted', event.target.checked)}
          error={wizard.errors.mandateAccepted}
          required
        />
      )}
    </>
  );
}
