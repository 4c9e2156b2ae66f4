import { useSearch } from 'wouter';
import { ContactForm, productFromQuery } from '../../widgets/contact-form';
import { usePageTitle } from '../use-page-title';

/** The product /app/buy/contact-form is about when its link names none (spec §2). */
const DEFAULT_BUY_CONTACT_PRODUCT = 'Settlement Trusts';

/**
 * Spec §2 /app/buy/contact-form: the contact form for the product whose Buy button led here
 * (`?product=Wills`), Settlement Trusts when none is named. The form's heading is the page's one h1.
 */
export function BuyContactFormPage() {
  const product = productFromQuery(useSearch()) ?? DEFAULT_BUY_CONTACT_PRODUCT;
  usePageTitle(product);
  return <ContactForm product={product} headingLevel={1} />;
}
