/** Contact form: the widget and what the portal's contact pages need to name the product. */

export type { ContactRequest } from '../../src/api/contact';
export { ContactForm, type ContactFormProps } from './contact-form';
export { productFromQuery } from './product-name';
