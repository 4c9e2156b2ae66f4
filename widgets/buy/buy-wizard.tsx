import { useEffect, useMemo, useRef } from 'react';
import { type Failure, toFailure } from '../../src/api/api-error';
import { productAttributesQuery, sourceOfFundsQuery } from '../../src/api/buy';
import { DASHBOARD_KEY } from '../../src/api/dashboard-paths';
import type { EventProps } from '../../src/elements/events';
import type { WidgetHeadingLevel } from '../../src/elements/widget-contract';
import { useServerState } from '../../src/react/server-cache';
import { useServerQuery } from '../../src/react/server-query';
import { useSession } from '../../src/react/use-session';
import { useWizard } from '../../src/react/use-wizard';
import { useApiClient } from '../../src/react/widget-context';
import { Alert, Button, ButtonLink, Spinner, useClasses } from '../../src/ui';
import type { HeadingLevel } from '../../src/ui/heading';
import { WizardFrame } from '../../src/ui/wizard-frame';
import type { BuyDraft } from './buy-draft';
import type { BuyProduct } from './buy-product';
import type { SharedWizard } from './buy-step-props';
import { buyStyles } from './buy-styles';
import { BUY_STEP, type BuyContext, buyWizard, CONGRATULATIONS_TITLE } from './buy-wizard-definition';
import { FaisNotice } from './fais-notice';
import { ConfirmationStep } from './steps/confirmation-step';
import { Congratulations } from './steps/congratulations';
import { EftAccount } from './steps/eft-account';
import { InvestmentDetailsStep } from './steps/investment-details-step';
import { PaymentStep } from './steps/payment-step';
import { SourceOfFundsStep } from './steps/source-of-funds-step';
import { SummaryStep } from './steps/summary-step';

/** What `fg-purchased` tells the host. */
export interface PurchasedDetail {
  reference: string;
  product: string;
  amount: number;
}

/** Events of every buy wizard. */
export type BuyEvents = {
  step: { index: number; id: string };
  purchased: PurchasedDetail;
  failed: Failure;
  cancelled: Record<string, never>;
};

/** Where Back to the platform goes by default (spec §2). */
export const PLATFORM_PATH = '/app/Customer/wealth';

export interface BuyWizardProps<P extends Record<string, unknown>> extends EventProps<BuyEvents> {
  product: BuyProduct<P>;
  /** The product's catalogue code, for its description. */
  catalogueCode: string;
  /** Where Back to the platform goes. */
  returnUrl?: string;
  /** Whether the step shows in the URL's hash (#step3). Off in the elements: the host page's URL is the host's. */
  stepInUrl?: boolean;
  /** Level of the product heading; the steps' headings are one below. Defaults to 2. */
  headingLevel?: Exclude<WidgetHeadingLevel, 6>;
}

/** A buy wizard: loads the product's attributes and the sources of funds, then runs the steps. */
export function BuyWizard<P extends Record<string, unknown>>(props: BuyWizardProps<P>) {
  const classes = useClasses(buyStyles);
  const client = useApiClient();
  const { user } = useSession();
  // Signed out, the general attributes show under the login dialog; signed in, the customer's own.
  const partyId = props.product.personalAttributes ? user?.partyId : undefined;
  const attributes = useServerQuery(productAttributesQuery(client, props.product.subTypeId, partyId));
  const sources = useServerQuery(sourceOfFundsQuery(client));
  const Heading = `h${props.headingLevel ?? 2}` as 'h2';
  // One context per pair of answers: the wizard's definition (its rules) is built from it once, not per render.
  const context = useMemo(
    () =>
      attributes.data && sources.data ? { attributes: attributes.data, sources: sources.data } : undefined,
    [attributes.data, sources.data],
  );
  const failed = attributes.status === 'error' ? attributes.error : sources.error;
  const onFailed = useRef(props.onFailed);
  onFailed.current = props.onFailed;
  useEffect(() => {
    if (failed) onFailed.current?.(toFailure(failed));
  }, [failed]);

  return (
    <section className={classes.root} aria-labelledby={`buy-${props.product.id}`} part="root">
      <Heading id={`buy-${props.product.id}`} className={classes.heading} part="heading">
        {`Buy a ${props.product.name}`}
      </Heading>
      {context ? (
        <BuyRun {...props} context={context} />
      ) : failed ? (
        <Alert variant="danger">
          {failed.message}{' '}
          <Button
            variant="link"
            onClick={() => {
              attributes.refetch();
              sources.refetch();
            }}
          >
            Try again
          </Button>
        </Alert>
      ) : (
        <Spinner label="Loading" showLabel />
      )}
      <FaisNotice />
    </section>
  );
}

function BuyRun<P extends Record<string, unknown>>({
  product,
  catalogueCode,
  context,
  returnUrl = PLATFORM_PATH,
  headingLevel = 2,
  stepInUrl = true,
  onStep,
  onPurchased,
  onFailed,
  onCancelled,
}: BuyWizardProps<P> & { context: BuyContext }) {
  const definition = useMemo(() => buyWizard(product, context), [product, context]);
  const wizard = useWizard(definition, { hash: stepInUrl, invalidNext: 'disable', complete: () => true });
  const shared: SharedWizard = wizard;
  const { index, done, draft } = wizard;
  const cache = useServerState();
  const events = useRef({ onStep, onPurchased, onFailed });
  events.current = { onStep, onPurchased, onFailed };

  useEffect(() => {
    if (!done) events.current.onStep?.({ index, id: definition.steps[index]?.id ?? '' });
  }, [index, done, definition]);

  // The purchase is made: the dashboards show it next, and the host hears of it once.
  const reference = draft.reference;
  const announced = useRef(reference);
  useEffect(() => {
    if (!reference || announced.current === reference) return;
    announced.current = reference;
    void cache.invalidate([DASHBOARD_KEY]);
    events.current.onPurchased?.({ reference, product: product.name, amount: product.amountOf(draft) });
  }, [reference, cache, product, draft]);

  // Once bought, the steps before the summary are closed: a hash or a stale link cannot reopen them.
  useEffect(() => {
    if (reference && !done && index < BUY_STEP.summary) wizard.goTo(BUY_STEP.summary);
  }, [reference, done, index, wizard]);

  useEffect(() => {
    if (wizard.error) events.current.onFailed?.(toFailure(wizard.error));
  }, [wizard.error]);

  const beforePurchase = !done && index <= BUY_STEP.confirm;
  const eftAccount = (
    <EftAccount attributes={context.attributes} source={product.eftAccount} reference={draft.reference} />
  );
  return (
    <WizardFrame
      steps={[...wizard.titles, CONGRATULATIONS_TITLE]}
      current={done ? wizard.titles.length : wizard.position}
      progressLabel={`${product.name} progress`}
      headingLevel={(headingLevel + 1) as HeadingLevel}
      headingRef={wizard.headingRef}
      formRef={wizard.form.formRef}
      onSubmit={() => void wizard.next()}
      // Spec §2 says Next and Previous hide "in the last three steps" and that Next reads Confirm on
      // the payment confirmation page, the third from last. We read it as: Confirm replaces Next there
      // and Previous stays, so the customer can still correct an answer before buying; once the
      // purchase is made (Summary, Congratulations) neither shows. Summary's Continue only finishes.
      nextLabel={index === BUY_STEP.confirm ? 'Confirm' : index === BUY_STEP.summary ? 'Continue' : 'Next'}
      showNext={!done}
      busy={wizard.pending}
      blockedReason={wizard.blockedReason}
      previous={beforePurchase && index > 0 ? { label: 'Previous', onPress: () => wizard.back() } : undefined}
      extraActions={
        beforePurchase ? (
          <ButtonLink
            variant="secondary"
            href={returnUrl}
            onClick={() => {
              wizard.cancel();
              onCancelled?.({});
            }}
          >
            Back
          </ButtonLink>
        ) : undefined
      }
      error={wizard.error?.message}
      outcome={
        done ? (
          <Congratulations
            productName={product.name}
            reference={draft.reference}
            attributes={context.attributes}
            platformHref={returnUrl}
          />
        ) : undefined
      }
    >
      {index === BUY_STEP.details &&
        (product.details ? (
          <product.details.Fields wizard={wizard} attributes={context.attributes} />
        ) : (
          <InvestmentDetailsStep attributes={context.attributes} catalogueCode={catalogueCode} />
        ))}
      {index === BUY_STEP.sourceOfFunds && <SourceOfFundsStep wizard={shared} context={context} />}
      {index === BUY_STEP.options && (
        <product.options.Fields wizard={wizard} attributes={context.attributes} />
      )}
      {index === BUY_STEP.payment && (
        <PaymentStep wizard={shared} context={context} eftAccount={eftAccount} />
      )}
      {index === BUY_STEP.confirm && (
        <ConfirmationStep
          wizard={shared}
          context={context}
          productAnswers={product.answers(draft as BuyDraft<P>, BUY_STEP.options, context.attributes)}
        />
      )}
      {index === BUY_STEP.summary && (
        <SummaryStep
          productName={product.name}
          reference={draft.reference}
          amount={product.amountOf(draft)}
          paymentType={draft.paymentType}
          eftAccount={eftAccount}
        />
      )}
    </WizardFrame>
  );
}
