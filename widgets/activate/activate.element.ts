import * as z from 'zod/mini';
import { headingLevelAttribute } from '../../src/elements/attribute-schemas';
import { clientNow } from '../../src/elements/client-now';
import { defineWidget } from '../../src/elements/define-widget';
import { Activate, type ActivateEvents } from './activate';

const activateAttributes = z.object({
  knownAsName: z.optional(z.string()),
  headingLevel: headingLevelAttribute<1 | 2 | 3 | 4 | 5 | 6>(1, 6),
});

/**
 * Welcome page of an activation e-mail: 'Welcome' and the visitor's name (as plain text, at most 60
 * characters), 'Please confirm your email address so that we can send you an activation link.' and
 * a form whose 'Activate My Account' button has an activation link sent to that address.
 *
 * @tag fg-activate
 * @component Activate
 * @attr known-as-name - Name to greet. Default: the page's KnownAsName query parameter.
 * @attr {'1' | '2' | '3' | '4' | '5' | '6'} heading-level - Level of the Welcome heading, 1 to 6. Default 2.
 * @attr nonce - CSP nonce for the widget's style tags (defaults to the page's meta csp-nonce).
 * @event {{ emailAddress: string }} fg-sent - The activation link was requested.
 * @event {{ message: string; status: number }} fg-failed - The request failed; the ErrorDescription is shown.
 * @csspart root - The section around heading, text and form.
 * @csspart heading - The Welcome heading.
 * @csspart form - The form.
 * @csspart field - The e-mail field.
 * @csspart input - The e-mail input.
 * @csspart button - The Activate My Account button.
 * @csspart alert - The thank-you or error message.
 * @cssproperty --fg-color-primary-strong - Button colour.
 * @cssproperty --fg-font-family - Font of the widget (default Figtree where the page has loaded it, else the system UI font).
 */
export const FgActivate = defineWidget<typeof activateAttributes, ActivateEvents>({
  tag: 'fg-activate',
  client: clientNow,
  component: Activate,
  attributes: activateAttributes,
  events: ['sent', 'failed'],
  // One obvious field, the e-mail address: focusing the tag focuses it.
  shadow: { mode: 'open', delegatesFocus: true },
});
