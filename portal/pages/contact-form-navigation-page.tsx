import { useSearch } from 'wouter';
import { ContactForm, productFromQuery } from '../../widgets/contact-form';
import { usePageTitle } from '../use-page-title';
import { NarrowPage } from './narrow-page';

/**
 * /contact-form-navigation (spec §2): the contact form for the product the link names, as
 * `?product=Unit%20Trust` or as the first bare key (`?Settlement%20Trusts`). A missing or unusable
 * name gives a general enquiry.
 */
export function ContactFormNavigationPage() {
  usePageTitle('Contact us');
  const product = productFromQuery(useSearch());
  return (
    <NarrowPage title="Contact us">
      <ContactForm product={product} />
    </NarrowPage>
  );
}
