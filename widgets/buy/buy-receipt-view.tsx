import { useEffect, useMemo, useRef, useState } from 'react';
import { showStepInUrl, stepInUrl } from '../../src/react/step-url';
import type { HeadingLevel } from '../../src/ui/heading';
import { WizardFrame } from '../../src/ui/wizard-frame';
import type { BuyProduct } from './buy-product';
import type { BuyReceipt } from './buy-receipt';
import { BUY_STEP, type BuyContext, buyWizard, CONGRATULATIONS_TITLE } from './buy-wizard-definition';
import { Congratulations } from './steps/congratulations';
import { EftAccount } from './steps/eft-account';
import { SummaryStep } from './steps/summary-step';

type View = 'summary' | 'congratulations';

/** The steps the two views are in the wizard (#step6, #step7). */
const STEP: Record<View, number> = { summary: BUY_STEP.summary, congratulations: BUY_STEP.summary + 1 };

/** Whether the URL is on a view of the receipt (a reload or a new tab of Summary or Congratulations). */
export const isReceiptInUrl = () => {
  const step = stepInUrl();
  return step === STEP.summary || step === STEP.congratulations;
};

const viewInUrl = (): View => (stepInUrl() === STEP.congratulations ? 'congratulations' : 'summary');

export interface BuyReceiptViewProps<P extends Record<string, unknown>> {
  receipt: BuyReceipt;
  product: BuyProduct<P>;
  context: BuyContext;
  headingLevel: HeadingLevel;
  stepInUrl: boolean;
  returnUrl: string;
  onBuyAnother: () => void;
}

/**
 * Summary and Congratulations of a finished purchase, drawn from its receipt alone: the same after a
 * reload, the browser's Back or a new tab, and never a new run. Continue moves to Congratulations
 * (Back returns to Summary); "Buy another" starts a new run.
 */
export function BuyReceiptView<P extends Record<string, unknown>>({
  receipt,
  product,
  context,
  headingLevel,
  stepInUrl: stepInUrlShown,
  returnUrl,
  onBuyAnother,
}: BuyReceiptViewProps<P>) {
  const [view, setView] = useState<View>(() => (stepInUrlShown ? viewInUrl() : 'summary'));
  const titles = useMemo(
    () => buyWizard(product, context).steps.map((step) => step.title),
    [product, context],
  );
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const moved = useRef<'push' | 'replace'>('replace');

  // The URL as this render saw it: a Back pressed between the render and its effects (right after a
  // reload, on a busy device) has changed it since, and is followed rather than written over.
  const hashAtRender = window.location.hash;

  // The browser's Back and Forward move between the two views; any other step of this purchase is closed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: listens from the first render on; hashAtRender is that render's.
  useEffect(() => {
    if (!stepInUrlShown) return;
    const onPopState = () => {
      const shown = viewInUrl();
      setView(shown);
      if (!isReceiptInUrl()) showStepInUrl(STEP[shown], 'replace');
    };
    window.addEventListener('popstate', onPopState);
    if (window.location.hash !== hashAtRender) onPopState();
    return () => window.removeEventListener('popstate', onPopState);
  }, [stepInUrlShown]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: hashAtRender is this render's, read with it.
  useEffect(() => {
    headingRef.current?.focus();
    if (!stepInUrlShown || window.location.hash !== hashAtRender) return;
    showStepInUrl(STEP[view], moved.current);
    moved.current = 'replace';
  }, [view, stepInUrlShown]);

  return (
    <WizardFrame
      steps={[...titles, CONGRATULATIONS_TITLE]}
      current={view === 'summary' ? BUY_STEP.summary : BUY_STEP.summary + 1}
      progressLabel={`${product.name} progress`}
      headingLevel={headingLevel}
      headingRef={headingRef}
      formRef={formRef}
      onSubmit={() => {
        moved.current = 'push';
        setView('congratulations');
      }}
      nextLabel="Continue"
      showNext={view === 'summary'}
      outcome={
        view === 'congratulations' ? (
          <Congratulations
            receipt={receipt}
            attributes={context.attributes}
            platformHref={returnUrl}
            onBuyAnother={onBuyAnother}
          />
        ) : undefined
      }
    >
      <SummaryStep
        receipt={receipt}
        eftAccount={
          <EftAccount
            attributes={context.attributes}
            source={product.eftAccount}
            reference={receipt.reference}
          />
        }
      />
    </WizardFrame>
  );
}
