import { useEffect, useMemo, useRef, useState } from 'react';
import type { HeadingLevel } from '../../src/ui/heading';
import { WizardFrame } from '../../src/ui/wizard-frame';
import type { BuyProduct } from './buy-product';
import type { BuyReceipt } from './buy-receipt';
import { BUY_STEP, type BuyContext, buyWizard, CONGRATULATIONS_TITLE } from './buy-wizard-definition';
import { Congratulations } from './steps/congratulations';
import { EftAccount } from './steps/eft-account';
import { SummaryStep } from './steps/summary-step';

type View = 'summary' | 'congratulations';

/** The URL hashes of the two views: the steps they are in the wizard (#step6, #step7). */
const HASH: Record<View, string> = {
  summary: `#step${BUY_STEP.summary + 1}`,
  congratulations: `#step${BUY_STEP.summary + 2}`,
};

/** Whether a URL hash names a view of the receipt (a reload or a new tab of Summary or Congratulations). */
export const isReceiptHash = (hash: string) => hash === HASH.summary || hash === HASH.congratulations;

const viewOf = (hash: string): View => (hash === HASH.congratulations ? 'congratulations' : 'summary');

function showInUrl(view: View, how: 'push' | 'replace') {
  if (window.location.hash === HASH[view]) return;
  const { pathname, search } = window.location;
  const url = `${pathname}${search}${HASH[view]}`;
  if (how === 'push') window.history.pushState(window.history.state, '', url);
  else window.history.replaceState(window.history.state, '', url);
}

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
  stepInUrl,
  returnUrl,
  onBuyAnother,
}: BuyReceiptViewProps<P>) {
  const [view, setView] = useState<View>(() => (stepInUrl ? viewOf(window.location.hash) : 'summary'));
  const titles = useMemo(
    () => buyWizard(product, context).steps.map((step) => step.title),
    [product, context],
  );
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const moved = useRef<'push' | 'replace'>('replace');

  useEffect(() => {
    headingRef.current?.focus();
    if (!stepInUrl) return;
    showInUrl(view, moved.current);
    moved.current = 'replace';
  }, [view, stepInUrl]);

  // The browser's Back and Forward move between the two views; any other step of this purchase is closed.
  useEffect(() => {
    if (!stepInUrl) return;
    const onPopState = () => {
      const shown = viewOf(window.location.hash);
      setView(shown);
      if (!isReceiptHash(window.location.hash)) showInUrl(shown, 'replace');
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [stepInUrl]);

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
