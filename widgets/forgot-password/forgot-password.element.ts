import * as z from 'zod/mini';
import {
  headingLevelAttribute,
  oneOfAttribute,
  sitePathAttribute,
} from '../../src/elements/attribute-schemas';
import { clientNow } from '../../src/elements/client-now';
import { defineWidget } from '../../src/elements/define-widget';
import { ForgotPassword, type ForgotPasswordEvents } from './forgot-password';

const forgotPasswordAttributes = z.object({
  purpose: oneOfAttribute(['reset', 'activation']),
  loginHref: sitePathAttribute('login-href'),
  headingLevel: headingLevelAttribute<1 | 2 | 3 | 4 | 5 | 6>(1, 6),
});

/**
 * Forgot login details: asks for the account's e-mail address and has a password reset link sent to
 * it ('Thank you! A password reset email will be sent to …'). With purpose="activation" it sends an
 * activation link instead.
 *
 * @tag fg-forgot-password
 * @component ForgotPassword
 * @attr {'reset' | 'activation'} purpose - reset (default) or activation.
 * @attr login-href - Where 'Back to log in' leads. Default /login.
 * @attr {'1' | '2' | '3' | '4' | '5' | '6'} heading-level - Level of the heading, 1 to 6. Default 2.
 * @attr nonce - CSP nonce for the widget's style tags (defaults to the page's meta csp-nonce).
 * @event {{ emailAddress: string }} fg-sent - The link was requested.
 * @event {{ message: string; status: number }} fg-failed - The request failed; the ErrorDescription is shown.
 * @csspart root - The section around heading and form.
 * @csspart heading - The heading.
 * @csspart form - The form.
 * @csspart field - The e-mail field.
 * @csspart input - The e-mail input.
 * @csspart button - The submit button.
 * @csspart alert - The thank-you or error message.
 * @cssproperty --fg-color-primary-strong - Button and link colour.
 * @cssproperty --fg-font-family - Font of the widget (default Figtree where the page has loaded it, else the system UI font).
 */
export const FgForgotPassword = defineWidget<typeof forgotPasswordAttributes, ForgotPasswordEvents>({
  tag: 'fg-forgot-password',
  client: clientNow,
  component: ForgotPassword,
  attributes: forgotPasswordAttributes,
  events: ['sent', 'failed'],
  // One obvious field, the e-mail address: focusing the tag focuses it.
  shadow: { mode: 'open', delegatesFocus: true },
});
