/** Contact form: the widget and what the portal's contact pages need to name the product. */

export type { Failure } from '../../src/api/api-error';
export type { ContactRequest } from '../../src/api/contact';
export { ANALYTICS_CLIENT_ID_KEY } from './analytics-client-id';
export { ContactForm, type ContactFormEvents, type ContactFormProps } from './contact-form';
export { CONTACT_FORM_TEXT, GENERIC_PRODUCT, RECIPIENT_DEPARTMENT } from './contact-form-text';
export { parseProductName, productFromQuery } from './product-name';
