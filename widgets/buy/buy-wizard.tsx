import { Suspense, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { type Failure, toFailure } from '../../src/api/api-error';
import { productAttributesQuery, sourceOfFundsQuery } from '../../src/api/buy';
import { attributeValue } from '../../src/domain/product-attributes';
import { canPurchase, NOT_FOR_SALE } from '../../src/domain/purchase-availability';
import type { EventProps } from '../../src/elements/events';
import type { WidgetHeadingLevel } from '../../src/elements/widget-contract';
import { retryFailedLoads, retryOrReload } from '../../src/react/lazy-with-retry';
import { useServerActions } from '../../src/react/server-cache';
import { useServerQuery } from '../../src/react/server-query';
import { useWizard } from '../../src/react/use-wizard';
import { usableStorage } from '../../src/session/usable-storage';
import { Alert, Button, Spinner, useClasses } from '../../src/ui';
import type { HeadingLevel } from '../../src/ui/heading';
import { LoadErrorBoundary, LoadFailed } from '../../src/ui/load-error-boundary';
import { WizardFrame } from '../../src/ui/wizard-frame';
import { forgetDraft, storedStep } from '../../src/wizard/draft-store';
import type { WizardRouting } from '../../src/wizard/step-routing';
import { showStepInUrl, stepInUrl } from '../../src/wizard/step-url';
import type { BuyDraft } from './buy-draft';
import type { BuyProduct } from './buy-product';
import type { BuyReceipt } from './buy-receipt';
import { buyStyles } from './buy-styles';
import { BUY_STEP, type BuyContext, buyRunId, buyWizard } from './buy-wizard-definition';
import { FaisNotice } from './fais-notice';
import { dropKeptReceipt, hasKeptReceipt, KEPT_RECEIPT } from './kept-receipt';
import { laterRulesOf, laterViews, onLaterRules } from './later-chunk';
import { LeavePurchase, type LeavePurchaseProps } from './leave-purchase';
import { isPurchaseFailed, PURCHASE_TRY_AGAIN } from './purchase-failed';
import type { PurchaseFailedError } from './purchase-failure';
import { isReceiptInUrl } from './receipt-in-url';
import { YoureBuying } from './youre-buying';

/** What `fg-purchased` tells the host. */
interface PurchasedDetail {
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

/** What counts as a person starting to use the tag. */
const FIRST_USE = ['focusin', 'pointerdown', 'keydown'] as const;

/** Where Cancel purchase (spec §2's Back to the platform) goes by default. */
export const PLATFORM_PATH = '/app/Customer/wealth';

export interface BuyWizardProps<P extends Record<string, unknown>> extends EventProps<BuyEvents> {
  product: BuyProduct<P>;
  /** Where Cancel purchase (spec §2's Back to the platform) goes. */
  returnUrl?: string;
  /**
   * Where the step is kept: in memory (`virtual`, the default: the host's URL is the host's) or also in
   * the URL's hash (`hash`: #step3, so the browser's Back moves between steps). Either way a reload
   * comes back to the same step.
   */
  routing?: WizardRouting;
  /** Level of the product heading; the steps' headings are one below. Defaults to 2. */
  headingLevel?: Exclude<WidgetHeadingLevel, 6>;
}

/** A buy wizard: loads the product's attributes and the sources of funds, then runs the steps. */
export function BuyWizard<P extends Record<string, unknown>>(props: BuyWizardProps<P>) {
  const classes = useClasses(buyStyles);
  // Signed out, the general attributes show under the login dialog; signed in, the customer's own.
  const attributes = useServerQuery(
    productAttributesQuery(props.product.subTypeId, { personal: props.product.personalAttributes ?? false }),
  );
  const sources = useServerQuery(sourceOfFundsQuery());
  const Heading = `h${props.headingLevel ?? 2}` as 'h2';
  // A finished purchase's receipt, kept for the tab. In the portal it shows when the URL is on Summary
  // or Congratulations (a reload, Back, a new tab); arriving at the route afresh starts a new run. In
  // an element, whose host owns the URL, it shows until "Buy another".
  const stepInUrl = props.routing === 'hash';
  // Only whether one is kept is asked here: the receipt view reads it, with the later chunk.
  const [receipt, setReceipt] = useState<BuyReceipt | typeof KEPT_RECEIPT | undefined>(() => {
    if (!hasKeptReceipt(usableStorage(), props.product.id)) return undefined;
    if (!stepInUrl || isReceiptInUrl()) return KEPT_RECEIPT;
    dropKeptReceipt(usableStorage(), props.product.id);
    return undefined;
  });
  // One context per pair of answers: the wizard's definition (its rules) is built from it once, not per render.
  const context = useMemo(
    () =>
      attributes.data && sources.data ? { attributes: attributes.data, sources: sources.data } : undefined,
    [attributes.data, sources.data],
  );
  const failed = attributes.status === 'error' ? attributes.error : sources.error;
  // The steps after the first come in a chunk of their own, fetched once the tag is first used (a
  // focus, a press: the sign-in's fields too), not with the first screen, which must stay one file.
  const section = useRef<HTMLElement>(null);
  const later = laterViews(props.product);
  const laterSteps = later.Steps;
  useEffect(() => {
    const root = section.current?.getRootNode();
    if (!root) return;
    const preload = () => void laterSteps.preload();
    for (const type of FIRST_USE) root.addEventListener(type, preload, { once: true, passive: true });
    return () => {
      for (const type of FIRST_USE) root.removeEventListener(type, preload);
    };
  }, [laterSteps]);
  const refetchAttributes = attributes.refetch;
  const refreshAttributes = useCallback(() => void refetchAttributes(), [refetchAttributes]);
  const onFailed = useRef(props.onFailed);
  onFailed.current = props.onFailed;
  useEffect(() => {
    if (failed) onFailed.current?.(toFailure(failed));
  }, [failed]);

  return (
    <section ref={section} className={classes.root} aria-labelledby={`buy-${props.product.id}`} part="root">
      <Heading id={`buy-${props.product.id}`} className={classes.heading} part="heading">
        {`Buy a ${props.product.name}`}
      </Heading>
      {context && receipt ? (
        <LoadErrorBoundary onRetry={retryOrReload}>
          <Suspense fallback={<Spinner label="Preparing your receipt" showLabel />}>
            <later.Receipt
              receipt={receipt}
              productId={props.product.id}
              onUnreadable={() => setReceipt(undefined)}
              context={context}
              headingLevel={((props.headingLevel ?? 2) + 1) as HeadingLevel}
              stepInUrl={stepInUrl}
              returnUrl={props.returnUrl ?? PLATFORM_PATH}
              onBuyAnother={() => {
                dropKeptReceipt(usableStorage(), props.product.id);
                // The new run starts at its first step, in the URL too.
                if (stepInUrl) showStepInUrl(0, 'replace');
                setReceipt(undefined);
              }}
            />
          </Suspense>
        </LoadErrorBoundary>
      ) : context ? (
        <BuyRun {...props} context={context} onRefused={refreshAttributes} onReceipt={setReceipt} />
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
      {/* Not under the spinner: the step that replaces it would push the notice down the page. */}
      {(context || failed) && <FaisNotice />}
    </section>
  );
}

type BuyRunProps<P extends Record<string, unknown>> = BuyWizardProps<P> & {
  context: BuyContext;
  /** Reads the product's attributes again. */
  onRefused: () => void;
  /** The purchase is made: its receipt, kept for the tab, takes over from the run. */
  onReceipt: (receipt: BuyReceipt) => void;
};

/**
 * The run, once it can show its step: a run that starts past the first step (a reload, a #step link)
 * waits, busy, for the later chunk, whose rules check the steps it stands on and whose code draws them;
 * if the chunk cannot come, the load-failure view with Try again, the answers kept in the tab meanwhile.
 */
function BuyRun<P extends Record<string, unknown>>(props: BuyRunProps<P>) {
  const { product, routing, returnUrl = PLATFORM_PATH, onCancelled } = props;
  const rules = useSyncExternalStore(
    useCallback((onChange: () => void) => onLaterRules(product, onChange), [product]),
    () => laterRulesOf(product),
  );
  // Where the run arrives (step-routing.ts): the step the URL names, else the one it was stored on.
  const [pastFirst] = useState(
    () =>
      ((routing === 'hash' ? stepInUrl() : undefined) ?? storedStep(buyRunId(product), usableStorage())) >
      BUY_STEP.details,
  );
  const [failure, setFailure] = useState<unknown>();
  // After a Try again, the step takes the focus as it shows: the button pressed is gone by then.
  const [retried, setRetried] = useState(false);
  const [asking, setAsking] = useState(false);
  const waiting = pastFirst && !rules;
  const laterSteps = laterViews(product).Steps;
  useEffect(() => {
    if (waiting && failure === undefined)
      laterSteps.load().catch((thrown: unknown) => setFailure(thrown ?? true));
  }, [waiting, failure, laterSteps]);
  if (!waiting) return <BuyRunSteps {...props} focusOnMount={retried} asking={asking} onAsking={setAsking} />;
  return (
    <>
      {/* Cancel purchase stays the way out meanwhile (spec §2): its link needs nothing loaded. */}
      <LeavePurchase
        returnUrl={returnUrl}
        Question={laterViews(product).Leave}
        asking={asking}
        onAsking={setAsking}
        onLeave={() => {
          forgetDraft(buyRunId(product), usableStorage());
          onCancelled?.({});
        }}
      />
      {failure === undefined ? (
        <Spinner label="Loading" showLabel />
      ) : (
        <LoadFailed
          onRetry={() => {
            retryFailedLoads();
            setRetried(true);
            setFailure(undefined);
          }}
        />
      )}
    </>
  );
}

function BuyRunSteps<P extends Record<string, unknown>>({
  product,
  context,
  returnUrl = PLATFORM_PATH,
  headingLevel = 2,
  routing,
  onStep,
  onPurchased,
  onFailed,
  onCancelled,
  onRefused,
  onReceipt,
  focusOnMount,
  asking,
  onAsking,
}: BuyRunProps<P> &
  Pick<LeavePurchaseProps, 'asking' | 'onAsking'> & {
    /** The first step shown takes the focus (after a Try again that loaded the run's steps). */
    focusOnMount: boolean;
  }) {
  const definition = useMemo(
    () => buyWizard(product, context, () => laterRulesOf(product)),
    [product, context],
  );
  const later = laterViews(product);
  const server = useServerActions();
  // Set by a Change link on the check page, cleared on arriving back there; only Next reads it.
  const returnToCheck = useRef(false);
  const wizard = useWizard(definition, {
    routing,
    focusOnMount,
    onArrive(at, store) {
      onStep?.({ index: at, id: definition.steps[at]?.id ?? '' });
      const answers = store.run.draft as BuyDraft<P>;
      // The receipt's code comes while the customer checks the answers, so it is there when Confirm buys.
      if (at === BUY_STEP.confirm) {
        returnToCheck.current = false;
        void later.Receipt.preload();
      }
      // A monthly amount is collected by debit order: the payment step opens on Debit Order, and says why
      // (once, on arriving there: a customer who then picks EFT is told why Next refuses it).
      if (
        at === BUY_STEP.payment &&
        laterRulesOf(product)?.debitOrderNeeded?.(answers) &&
        answers.paymentType !== 'Debit Order'
      ) {
        store.patch({ paymentType: 'Debit Order' } as Partial<BuyDraft<P>>);
      }
    },
    // The purchase is made (the dashboards are read again: the purchase's declared invalidation): the
    // host hears of it once, and its receipt (with the masked account a debit order is drawn on) ends
    // the run and replaces it, so that nothing can restart it. Confirm stays busy until then.
    async onPosted(bought, step) {
      if (step.id !== 'confirm' || !bought.reference) return false;
      onPurchased?.({ reference: bought.reference, product: product.name, amount: product.amountOf(bought) });
      const { purchaseReceipt, purchase, saveReceipt } = await product.later();
      const receipt = await purchaseReceipt(product, purchase, context.attributes, bought, server);
      saveReceipt(usableStorage(), product.id, receipt);
      onReceipt(receipt);
      return true;
    },
    // A refused Confirm (the only post, so the only objections) may come from what changed elsewhere
    // (the allowance used on another device): the product's attributes are read again, so the steps
    // judge the answers by what is true now.
    onRefused,
    onFailed: (error) => onFailed?.(toFailure(error)),
    // Next waits for the later steps' chunk (busy meanwhile); if it cannot come, the step stays.
    loadStep: (at) => (at > BUY_STEP.details ? later.Steps.load() : Promise.resolve()),
  });
  const { index } = wizard;
  const lastNext = useRef<number | undefined>(undefined);
  const next = (then?: number) => {
    lastNext.current = then;
    void wizard.next(then);
  };

  // A failed Confirm stays on screen while it is tried again, so the button pressed in its panel keeps
  // its place and focus; it goes once the purchase is made, refused, or the step is left.
  const shownFailure = useRef<PurchaseFailedError | undefined>(undefined);
  if (isPurchaseFailed(wizard.error)) shownFailure.current = wizard.error;
  else if (!wizard.pending || index !== BUY_STEP.confirm) shownFailure.current = undefined;
  const purchaseFailure = index === BUY_STEP.confirm ? shownFailure.current : undefined;

  const beforePurchase = index <= BUY_STEP.confirm;
  // The one reason Next is ever disabled (DESIGN.md §8a): the product cannot be bought online.
  const notForSale = canPurchase(context.attributes)
    ? undefined
    : (attributeValue(context.attributes, 'DisabledButtonText') ?? NOT_FOR_SALE);
  return (
    <>
      {beforePurchase && (
        <LeavePurchase
          returnUrl={returnUrl}
          Question={later.Leave}
          asking={asking}
          onAsking={onAsking}
          onLeave={() => {
            wizard.cancel();
            onCancelled?.({});
          }}
        />
      )}
      <WizardFrame
        // The stepper counts the five steps the customer fills in (DESIGN.md §8a): the summary is the
        // receipt. None is skipped before the purchase, and after it (closed) they stay in the stepper.
        steps={definition.steps.slice(0, BUY_STEP.summary).map((step) => step.title)}
        current={index}
        progressLabel={`${product.name} progress`}
        headingLevel={(headingLevel + 1) as HeadingLevel}
        headingRef={wizard.headingRef}
        formRef={wizard.form.formRef}
        // After a Change link, Next goes back to the check page (as far as the answers between allow).
        onSubmit={() => next(returnToCheck.current ? BUY_STEP.confirm : undefined)}
        // Spec §2 says Next and Previous hide "in the last three steps" and that Next reads Confirm on
        // the payment confirmation page, the third from last. We read it as: Confirm replaces Next there
        // and Previous stays, so the customer can still correct an answer before buying; once the
        // purchase is made (Summary, Congratulations: the receipt, BuyReceiptView) neither shows.
        nextLabel={
          index !== BUY_STEP.confirm
            ? 'Next'
            : purchaseFailure?.failure.retry
              ? PURCHASE_TRY_AGAIN
              : 'Confirm'
        }
        // A later step reached before its chunk (the browser's Forward to a #step on an untouched tag)
        // shows its Loading until the chunk brings the step and its rules: no Next to check it meanwhile.
        showNext={
          index < BUY_STEP.summary && (index === BUY_STEP.details || laterRulesOf(product) !== undefined)
        }
        busy={wizard.pending}
        unavailable={index === BUY_STEP.details ? notForSale : undefined}
        attempt={wizard.attempts}
        fieldErrors={wizard.errors}
        previous={
          beforePurchase && index > 0 ? { label: 'Previous', onPress: () => wizard.back() } : undefined
        }
        error={purchaseFailure ? undefined : wizard.error?.message}
        aside={
          beforePurchase ? (
            <YoureBuying
              productName={product.name}
              attributes={context.attributes}
              headingLevel={(headingLevel + 1) as HeadingLevel}
            />
          ) : undefined
        }
      >
        {index === BUY_STEP.details &&
          ('Fields' in product.details ? (
            <product.details.Fields wizard={wizard} attributes={context.attributes} />
          ) : (
            <product.details.Shared attributes={context.attributes} entry={product.catalogueEntry} />
          ))}
        {wizard.loadFailure !== undefined && (
          // The next step's code did not come: the answers stay, and Try again loads it and goes on.
          <LoadFailed
            onRetry={() => {
              retryFailedLoads();
              next(lastNext.current);
            }}
          />
        )}
        {index > BUY_STEP.details && index < BUY_STEP.summary && (
          <LoadErrorBoundary onRetry={retryOrReload}>
            <Suspense fallback={<Spinner label="Loading" showLabel />}>
              <later.Steps
                wizard={wizard}
                product={product}
                context={context}
                headingLevel={headingLevel}
                purchaseFailure={purchaseFailure}
                onChange={(step) => {
                  returnToCheck.current = true;
                  wizard.goTo(step);
                }}
              />
            </Suspense>
          </LoadErrorBoundary>
        )}
        {index >= BUY_STEP.summary && <Spinner label="Preparing your receipt" showLabel />}
      </WizardFrame>
    </>
  );
}
