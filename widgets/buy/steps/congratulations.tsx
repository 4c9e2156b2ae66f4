import { documentsQuery } from '../../../src/api/documents';
import { formatCalendarDate } from '../../../src/domain/calendar-date';
import { missingFicaDocuments } from '../../../src/domain/fica-documents';
import { formatCurrency } from '../../../src/domain/format-currency';
import { attributeValue, type ProductAttribute } from '../../../src/domain/product-attributes';
import { useServerQuery } from '../../../src/react/server-query';
import { useSession } from '../../../src/react/use-session';
import { Alert, Button, ButtonLink, useClasses } from '../../../src/ui';
import type { BuyReceipt } from '../buy-receipt';
import { buyStyles } from '../buy-styles';
import { BuyText } from '../buy-text';
import { paidNow } from './summary-step';

/**
 * Spec CongratulationsPage: the application is in; what is still outstanding (the EFT to pay, the
 * DebiCheck mandate to approve), the FICA documents only when some are missing, and the ways on.
 */
export function Congratulations({
  receipt,
  attributes,
  platformHref,
  onBuyAnother,
}: {
  receipt: BuyReceipt;
  attributes: readonly ProductAttribute[];
  /** Where the customer goes on from here: the platform, where the purchase now shows. */
  platformHref: string;
  /** Starts a new purchase of the product. */
  onBuyAnother: () => void;
}) {
  const classes = useClasses(buyStyles);
  const { user } = useSession();
  const documents = useServerQuery(documentsQuery(), {
    enabled: Boolean(user),
  });
  // Asked for only when the documents we hold say so; while unknown (or unreadable) nothing is asked.
  const missing = documents.data ? missingFicaDocuments(documents.data) : [];
  const fica = attributeValue(attributes, 'FicaRequirementsEmailAddress');
  const eft = receipt.paymentType === 'EFT' && receipt.lumpSums.length > 0;
  const outstanding = [
    eft
      ? `Pay ${formatCurrency(paidNow(receipt))} by EFT with the payment reference on your summary. Your investment starts once the money is in our account.`
      : '',
    receipt.paymentType === 'Debit Order'
      ? `Approve the debit order mandate (DebiCheck) when your bank asks you, in its app or by SMS. The first debit runs on ${formatCalendarDate(receipt.firstDebit)}.`
      : '',
  ].filter(Boolean);
  return (
    <div className={classes.form}>
      <Alert variant="success" title="Congratulations!">
        {`We have received your ${receipt.productName} application ${receipt.reference}.`}
      </Alert>
      {outstanding.length > 0 && (
        <>
          <BuyText>Still to do:</BuyText>
          <ul className={classes.list}>
            {outstanding.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      )}
      <BuyText>What happens next:</BuyText>
      <ul className={classes.list}>
        <li>We check your application and payment, and e-mail you when your investment starts.</li>
        {missing.length > 0 && (
          <li>
            {`The law (FICA) asks us to verify who you are. We still need: ${missing.join(' and ').toLowerCase()}.`}{' '}
            Upload them on your profile
            {fica ? (
              <>
                {', or send them to '}
                <a
                  className={classes.link}
                  href={`mailto:${fica}?subject=${encodeURIComponent(`FICA documents ${receipt.reference}`)}`}
                >
                  {fica}
                </a>
              </>
            ) : null}
            .
          </li>
        )}
      </ul>
      <div className={classes.actions}>
        <ButtonLink href={platformHref}>View my investments</ButtonLink>
        <Button variant="secondary" onClick={onBuyAnother}>
          {`Buy another ${receipt.productName}`}
        </Button>
      </div>
    </div>
  );
}
