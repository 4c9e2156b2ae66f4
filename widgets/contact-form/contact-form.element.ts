import * as z from 'zod/mini';
import { clientNow } from '../../src/elements/client-now';
import { defineWidget } from '../../src/elements/define-widget';
import { pageSessionAuthPort } from '../../src/session/page-session-auth-port';
import { ContactForm, type ContactFormEvents } from './contact-form';
import { PRODUCT_NAME_MAX_LENGTH, parseProductName } from './product-name';

const contactFormAttributes = z.object({
  product: z.optional(
    z
      .string()
      .check(
        z.refine(
          (value) => value.trim() === '' || parseProductName(value) !== undefined,
          `use at most ${PRODUCT_NAME_MAX_LENGTH} printable characters`,
        ),
      ),
  ),
});

/**
 * Ask to be contacted about a product: names, e-mail, contact number and message, posted to
 * /v3/api/SignUp/ContactMe without a token. Only the contact number and the e-mail format are checked.
 *
 * @tag fg-contact-form
 * @component ContactForm
 * @attr product - The product asked about (at most 100 printable characters): the form's heading and the request's Product. Absent: 'Contact us', sent as 'General enquiry'.
 * @attr nonce - The page's CSP nonce for the widget's style tags (or a `<meta name="csp-nonce">`).
 * @event {{ ContactNo: string; EmailAddress: string; FirstName: string; LastName: string; Message: string; clientID: string; PartyID: string | null; Product: string; RecipientDepartment: string }} fg-submitted - The request was received.
 * @event {{ message: string; status: number }} fg-failed - The request could not be sent.
 * @csspart root - The widget's outer box.
 * @csspart heading - The product name (or 'Contact us').
 * @csspart intro - The line under the heading.
 * @csspart form - The form.
 * @csspart field - Each labelled field; `label`, `input`, `textarea` and `error` are its pieces.
 * @csspart submit - The Submit button (also `button`).
 * @csspart outcome - The success message shown after a successful submit.
 * @csspart alert - The success or error message.
 * @cssproperty --fg-color-primary-strong - Submit button (default #C4105E).
 * @cssproperty --fg-color-text - Text colour (default #1F1F29).
 * @cssproperty --fg-color-danger - Error messages and invalid fields (default #B3261E).
 * @cssproperty --fg-color-focus - Focus ring colour (default #8A0C45).
 * @cssproperty --fg-font-family - Font of the widget (default Figtree where the page has loaded it, else the system UI font).
 * @cssproperty --fg-font-size - Base font size (default 16px).
 * @cssproperty --fg-radius - Corner radius of fields and buttons (default 6px).
 * @cssproperty --fg-space-4 - Base spacing unit between fields (default 16px).
 */
defineWidget<typeof contactFormAttributes, ContactFormEvents>({
  tag: 'fg-contact-form',
  client: clientNow,
  component: ContactForm,
  attributes: contactFormAttributes,
  events: ['submitted', 'failed'],
  // The form reads a signed-in visitor's PartyID through useSession; declaring the session port as the
  // other signed-in tags do puts the session code of all of them in one chunk (0.1 KB less for each).
  auth: pageSessionAuthPort,
});
