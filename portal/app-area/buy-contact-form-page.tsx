import { ContactForm } from '../../widgets/contact-form';
import { usePageTitle } from '../use-page-title';

/** Spec §2 /app/buy/contact-form: the Settlement Trusts contact form. */
export function BuyContactFormPage() {
  usePageTitle('Settlement Trusts');
  return (
    <>
      <h1>Settlement Trusts</h1>
      <ContactForm product="Settlement Trusts" />
    </>
  );
}
