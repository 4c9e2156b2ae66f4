import { useEffect, useRef } from 'react';
import { showStepInUrl, stepInUrl } from '../../src/react/step-url';
import type { HeadingLevel } from '../../src/ui/heading';
import type { BuyProduct } from './buy-product';
import type { BuyReceipt } from './buy-receipt';
import { BUY_STEP, type BuyContext } from './buy-wizard-definition';
import { ReceiptPage } from './receipt/receipt-page';
import { EftAccount } from './steps/eft-account';

/**
 * The spec's last two steps (SummaryPage #step6, CongratulationsPage #step7) are one receipt page
 * (DESIGN.md §4 f and §8a: the pages stay, the summary is the receipt): either address shows it.
 */
const RECEIPT_STEPS = [BUY_STEP.summary, BUY_STEP.summary + 1];

/** Whether the URL is on the receipt (a reload or a new tab of Summary or Congratulations). */
export const isReceiptInUrl = () => RECEIPT_STEPS.includes(stepInUrl() ?? -1);

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
 * A finished purchase, drawn from its receipt alone: the same after a reload, the browser's Back or a
 * new tab, and never a new run. "Buy another" starts a new run.
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
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Focus on the outcome as it replaces the run; the URL names the receipt, and any other step of this
  // purchase (the browser's Back to Check and confirm) is closed: it shows the receipt again.
  useEffect(() => {
    headingRef.current?.focus();
    if (!stepInUrlShown) return;
    const keepOnReceipt = () => {
      if (!isReceiptInUrl()) showStepInUrl(BUY_STEP.summary, 'replace');
    };
    keepOnReceipt();
    window.addEventListener('popstate', keepOnReceipt);
    return () => window.removeEventListener('popstate', keepOnReceipt);
  }, [stepInUrlShown]);

  return (
    <ReceiptPage
      receipt={receipt}
      attributes={context.attributes}
      eftAccount={
        <EftAccount
          attributes={context.attributes}
          source={product.eftAccount}
          reference={receipt.reference}
        />
      }
      headingLevel={headingLevel}
      headingRef={headingRef}
      platformHref={returnUrl}
      onBuyAnother={onBuyAnother}
    />
  );
}
