import { documentsQuery } from '../../../src/api/documents';
import { missingFicaDocuments } from '../../../src/domain/fica-documents';
import { attributeValue, type ProductAttribute } from '../../../src/domain/product-attributes';
import { useServerQuery } from '../../../src/react/server-query';
import { useSession } from '../../../src/react/use-session';
import { useClasses } from '../../../src/ui';
import { type HeadingLevel, headingTag } from '../../../src/ui/heading';
import type { BuyReceipt } from '../buy-receipt';
import { buyStyles } from '../buy-styles';
import { receiptStyles } from './receipt-styles';

/**
 * What happens next, in order: the money is matched or collected, we check and e-mail, and (only when
 * the documents we hold say some are missing) the FICA documents the law asks for.
 */
export function ReceiptNext({
  receipt,
  attributes,
  headingLevel,
}: {
  receipt: BuyReceipt;
  attributes: readonly ProductAttribute[];
  headingLevel: HeadingLevel;
}) {
  const classes = useClasses(receiptStyles);
  const buy = useClasses(buyStyles);
  const Heading = headingTag(headingLevel);
  const { user } = useSession();
  const documents = useServerQuery(documentsQuery(), { enabled: Boolean(user) });
  // Asked for only when the documents we hold say so; while unknown (or unreadable) nothing is asked.
  const missing = documents.data ? missingFicaDocuments(documents.data) : [];
  const fica = attributeValue(attributes, 'FicaRequirementsEmailAddress');
  const eft = receipt.paymentType === 'EFT';
  return (
    <section className={classes.task}>
      <Heading className={classes.taskHeading}>What happens next</Heading>
      <ol className={buy.list}>
        <li>
          {eft
            ? `We match your EFT by its reference, ${receipt.reference}, when the money reaches our account.`
            : 'Your bank collects the first debit once you have approved the debit order.'}
        </li>
        <li>We check your application and payment, and e-mail you when your investment starts.</li>
        {missing.length > 0 && (
          <li>
            {`The law (FICA) asks us to verify who you are. We still need: ${missing.join(' and ').toLowerCase()}.`}{' '}
            Upload them on your profile
            {fica ? (
              <>
                {', or send them to '}
                <a
                  className={buy.link}
                  href={`mailto:${fica}?subject=${encodeURIComponent(`FICA documents ${receipt.reference}`)}`}
                >
                  {fica}
                </a>
              </>
            ) : null}
            .
          </li>
        )}
      </ol>
    </section>
  );
}
