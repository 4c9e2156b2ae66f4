import type { ReactNode, Ref } from 'react';
import { formatDateAndTime } from '../../../src/domain/calendar-date';
import type { ProductAttribute } from '../../../src/domain/product-attributes';
import { Button, ButtonLink, CopyButton, useClasses } from '../../../src/ui';
import { type HeadingLevel, headingTag } from '../../../src/ui/heading';
import { useLiveRegionReady } from '../../../src/ui/live-region-ready';
import { SuccessTick } from '../../../src/ui/success-tick';
import type { BuyReceipt } from '../buy-receipt';
import { buyStyles } from '../buy-styles';
import { BuyText } from '../buy-text';
import { ReceiptBought } from './receipt-bought';
import { ReceiptNext } from './receipt-next';
import { receiptStyles } from './receipt-styles';
import { ReceiptTasks } from './receipt-tasks';

export interface ReceiptPageProps {
  receipt: BuyReceipt;
  attributes: readonly ProductAttribute[];
  /** Our bank account and the reference to pay with (EftAccount). */
  eftAccount: ReactNode;
  headingLevel: HeadingLevel;
  headingRef: Ref<HTMLHeadingElement>;
  /** Where the customer goes on from here: the platform, where the purchase now shows. */
  platformHref: string;
  /** Starts a new purchase of the product. */
  onBuyAnother: () => void;
}

/**
 * The one receipt of a purchase (DESIGN.md §4 f; spec SummaryPage and CongratulationsPage in one page):
 * the outcome with its date and time, the one reference to quote, what the customer must still do
 * (pay by EFT or approve the debit order), what happens next, the ways on, and beside it what was bought.
 */
export function ReceiptPage({
  receipt,
  attributes,
  eftAccount,
  headingLevel,
  headingRef,
  platformHref,
  onBuyAnother,
}: ReceiptPageProps) {
  const classes = useClasses(receiptStyles);
  const buy = useClasses(buyStyles);
  const Heading = headingTag(headingLevel);
  const below = Math.min(headingLevel + 1, 6) as HeadingLevel;
  // Focus goes to the heading alone: the status says the reference once it is on the page, to be announced.
  const speaks = useLiveRegionReady();
  return (
    <div className={classes.page}>
      <div className={classes.main}>
        <div className={classes.outcome}>
          <SuccessTick />
          <div>
            <Heading ref={headingRef} tabIndex={-1} className={classes.heading}>
              Application received
            </Heading>
            <p className={classes.when}>
              {[receipt.madeAt ? formatDateAndTime(receipt.madeAt) : '', receipt.productName]
                .filter(Boolean)
                .join(' · ')}
            </p>
          </div>
        </div>
        <BuyText role="status">
          {speaks &&
            `We have received your ${receipt.productName} application. Your reference is ${receipt.reference}.`}
        </BuyText>
        <section className={classes.reference} aria-label="Your reference">
          <div>
            <p className={classes.referenceLabel}>Your reference</p>
            <p className={classes.referenceValue}>{receipt.reference}</p>
            <BuyText muted>Quote it when you pay and when you call us.</BuyText>
          </div>
          <CopyButton value={receipt.reference} label="reference" />
        </section>
        <ReceiptTasks receipt={receipt} eftAccount={eftAccount} headingLevel={below} />
        <ReceiptNext receipt={receipt} attributes={attributes} headingLevel={below} />
        <div className={buy.actions}>
          <ButtonLink href={platformHref}>Go to my investments</ButtonLink>
          <Button variant="secondary" onClick={onBuyAnother}>
            {`Buy another ${receipt.productName}`}
          </Button>
        </div>
      </div>
      <ReceiptBought receipt={receipt} attributes={attributes} headingLevel={below} />
    </div>
  );
}
