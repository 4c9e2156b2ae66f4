import { useEffect, useRef } from 'react';
import type { HeadingLevel } from '../../src/ui/heading';
import { showStepInUrl } from '../../src/wizard/step-url';
import type { BuyReceipt } from './buy-receipt';
import { BUY_STEP, type BuyContext } from './buy-wizard-definition';
import { ReceiptPage } from './receipt/receipt-page';
import { isReceiptInUrl } from './receipt-in-url';
import { EftAccount, type EftAccountProps } from './steps/eft-account';

export interface BuyReceiptViewProps {
  receipt: BuyReceipt;
  /** The product's own source of its EFT account (BuyProduct's eftAccount). */
  eftSource: EftAccountProps['source'];
  context: BuyContext;
  headingLevel: HeadingLevel;
  stepInUrl: boolean;
  returnUrl: string;
  onBuyAnother: () => void;
}

/**
 * A finished purchase, drawn from its receipt alone: the same after a reload, the browser's Back or a
 * new tab, and never a new run. "Buy another" starts a new run. Loaded apart from the wizard (only a
 * purchase needs it), from the moment the check page shows.
 */
export function BuyReceiptView({
  receipt,
  eftSource,
  context,
  headingLevel,
  stepInUrl: stepInUrlShown,
  returnUrl,
  onBuyAnother,
}: BuyReceiptViewProps) {
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
        <EftAccount attributes={context.attributes} source={eftSource} reference={receipt.reference} />
      }
      headingLevel={headingLevel}
      headingRef={headingRef}
      platformHref={returnUrl}
      onBuyAnother={onBuyAnother}
    />
  );
}
