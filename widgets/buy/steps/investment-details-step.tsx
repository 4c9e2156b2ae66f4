import { type CatalogueEntry, catalogueCopy } from '../../../src/domain/catalogue';
import { formatCurrency } from '../../../src/domain/format-currency';
import {
  attributeValue,
  numericAttribute,
  type ProductAttribute,
} from '../../../src/domain/product-attributes';
import { canPurchase, NOT_FOR_SALE } from '../../../src/domain/purchase-availability';
import { Alert, useClasses } from '../../../src/ui';
import { buyStyles } from '../buy-styles';
import { BuyText } from '../buy-text';
import { useProductLink } from '../product-link';
import { productRates } from '../product-rates';

/** Props of {@link InvestmentDetailsStep}. */
export interface InvestmentDetailsProps {
  attributes: readonly ProductAttribute[];
  /** The product's catalogue entry, for its description. */
  entry: CatalogueEntry;
}

/**
 * Spec InvestmentDetailsPage: what the product is, its rates and documents from the sub-type
 * attributes; when it cannot be bought online, the attributes' disabled-button and info texts, and
 * the flow stops here (Next stays disabled with that text as the reason).
 */
export function InvestmentDetailsStep({ attributes, entry }: InvestmentDetailsProps) {
  const classes = useClasses(buyStyles);
  const minimum = numericAttribute(attributes, 'MinimumInvestmentAmount');
  return (
    <>
      <BuyText>{catalogueCopy(entry)}</BuyText>
      <dl className={classes.answers}>
        {productRates(attributes).map(([label, text]) => (
          <div key={label} className={classes.row}>
            <dt>{label}</dt>
            <dd>{text}</dd>
          </div>
        ))}
        {minimum !== undefined && (
          <div className={classes.row}>
            <dt>Minimum investment</dt>
            <dd>{formatCurrency(minimum)}</dd>
          </div>
        )}
      </dl>
      <ProductDocuments attributes={attributes} />
      <NotForSaleNotice attributes={attributes} />
    </>
  );
}

const DOCUMENTS = [
  ['MDDUrl', 'Minimum disclosure document (PDF)'],
  ['TermsAndConditionsUrl', 'Terms and conditions (PDF)'],
] as const;

/** The product's minimum disclosure document and terms (http(s) or site paths only). */
export function ProductDocuments({ attributes }: { attributes: readonly ProductAttribute[] }) {
  const classes = useClasses(buyStyles);
  const productLink = useProductLink();
  return (
    <ul className={classes.list}>
      {DOCUMENTS.map(([key, label]) => {
        const href = productLink(attributeValue(attributes, key));
        return href ? (
          <li key={key}>
            <a className={classes.link} href={href} target="_blank" rel="noopener noreferrer">
              {label}
              <span className={classes.muted}> (opens in a new tab)</span>
            </a>
          </li>
        ) : null;
      })}
    </ul>
  );
}

/** When the product cannot be bought online: the attributes' disabled-button and info texts. */
export function NotForSaleNotice({ attributes }: { attributes: readonly ProductAttribute[] }) {
  return canPurchase(attributes) ? null : (
    <Alert variant="info" title={attributeValue(attributes, 'DisabledButtonText') ?? NOT_FOR_SALE}>
      {attributeValue(attributes, 'DisabledButtonInfoText') ?? ''}
    </Alert>
  );
}
