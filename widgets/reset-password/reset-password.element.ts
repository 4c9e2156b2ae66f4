import * as z from 'zod/mini';
import { headingLevelAttribute, sitePathAttribute } from '../../src/elements/attribute-schemas';
import { clientNow } from '../../src/elements/client-now';
import { defineWidget } from '../../src/elements/define-widget';
import { displayAsBlock } from '../../src/elements/light-dom-display';
import { ResetPassword, type ResetPasswordEvents } from './reset-password';

const resetPasswordAttributes = z.object({
  loginHref: sitePathAttribute('login-href'),
  headingLevel: headingLevelAttribute<1 | 2 | 3 | 4 | 5 | 6>(1, 6),
});

/**
 * Create or reset a password from an e-mailed link. Reads the u, e and t query parameters of the page
 * (base64url) and shows nothing unless all three are present; takes them out of the address bar once
 * read and keeps the page from sending a referrer. A strength meter (zxcvbn, fetched only when the form
 * shows) scores the password 0–4; Set Password is enabled when both entries match and the score is at
 * least 2. Rendered in the light DOM inside a real form so password managers can save the new password.
 *
 * @tag fg-reset-password
 * @component ResetPassword
 * @attr login-href - Where the Login button leads after success. Default /login.
 * @attr {'1' | '2' | '3' | '4' | '5' | '6'} heading-level - Level of the heading, 1 to 6. Default 2.
 * @attr nonce - CSP nonce for the widget's style tags (defaults to the page's meta csp-nonce).
 * @event {{ username: string }} fg-completed - The password was set.
 * @event {{ message: string; status: number }} fg-failed - Setting the password failed.
 * @csspart root - The section around heading and form.
 * @csspart heading - The heading.
 * @csspart form - The form.
 * @csspart field - Each labelled field.
 * @csspart input - Each input.
 * @csspart strength-meter - The strength label, bar and advice.
 * @csspart strength-bar - The filled part of the bar.
 * @csspart button - The Set Password and Login buttons.
 * @csspart alert - The success or error message.
 * @cssproperty --fg-color-primary-strong - Button colour and a fair strength bar.
 * @cssproperty --fg-color-danger - A weak strength bar.
 * @cssproperty --fg-color-success - A strong strength bar.
 * @cssproperty --fg-font-family - Font of the widget (default Figtree where the page has loaded it, else the system UI font).
 */
export const FgResetPassword = defineWidget<typeof resetPasswordAttributes, ResetPasswordEvents>({
  tag: 'fg-reset-password',
  client: clientNow,
  component: ResetPassword,
  attributes: resetPasswordAttributes,
  events: ['completed', 'failed'],
  shadow: false,
});

displayAsBlock('fg-reset-password');
