import { useEffect, useMemo, useRef } from 'react';
import { usableStorage } from '../../src/session/usable-storage';
import type { HeadingLevel } from '../../src/ui/heading';
import { showStepInUrl } from '../../src/wizard/step-url';
import { type BuyReceipt, loadReceipt } from './buy-receipt';
import { BUY_STEP, type BuyContext } from './buy-wizard-definition';
import { KEPT_RECEIPT } from './kept-receipt';
import { ReceiptPage } from './receipt/receipt-page';
import { isReceiptInUrl } from './receipt-in-url';
import { EftAccount, type EftAccountProps } from './steps/eft-account';

export interface BuyReceiptViewProps {
  /** The receipt of the purchase just made, or {@link KEPT_RECEIPT}: the one kept for the tab, read here. */
  receipt: BuyReceipt | typeof KEPT_RECEIPT;
  /** Whose receipt is kept (BuyProduct's id). */
  productId: string;
  /** The kept receipt cannot be read (gone, or corrupt and dropped): the run starts instead. */
  onUnreadable: () => void;
  /**
   * The product's own source of its EFT account (its ProductPurchase's eftAccount), bound by its later
   * chunk (unit-trust-later-steps.tsx); without it, the BankDetails attribute's account.
   */
  eftSource?: EftAccountProps['source'];
  context: BuyContext;
  headingLevel: HeadingLevel;
  stepInUrl: boolean;
  returnUrl: string;
  onBuyAnother: () => void;
}

/**
 * A finished purchase, drawn from its receipt alone: the same after a reload, the browser's Back or a
 * new tab, and never a new run. "Buy another" starts a new run. Loaded apart from the first screen
 * (only a purchase needs it), from the moment the steps after the first are used, with the reading of
 * a kept receipt.
 */
export function BuyReceiptView({ receipt, productId, onUnreadable, ...view }: BuyReceiptViewProps) {
  const shown = useMemo(
    () => (receipt === KEPT_RECEIPT ? loadReceipt(usableStorage(), productId) : receipt),
    [receipt, productId],
  );
  const unreadable = useRef(onUnreadable);
  unreadable.current = onUnreadable;
  useEffect(() => {
    if (!shown) unreadable.current();
  }, [shown]);
  return shown ? <ReceiptShown receipt={shown} {...view} /> : null;
}

function ReceiptShown({
  receipt,
  eftSource,
  context,
  headingLevel,
  stepInUrl: stepInUrlShown,
  returnUrl,
  onBuyAnother,
}: Omit<BuyReceiptViewProps, 'receipt' | 'productId' | 'onUnreadable'> & { receipt: BuyReceipt }) {
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
