import { createElement } from 'react';
import * as z from 'zod/mini';
import { textOfAtMost } from '../../src/domain/schema-parts';
import { oneOfAttribute, sitePathAttribute } from '../../src/elements/attribute-schemas';
import { clientNow } from '../../src/elements/client-now';
import { defineWidget } from '../../src/elements/define-widget';
import { displayAsBlock } from '../../src/elements/light-dom-display';
import { linkAttribute } from '../../src/elements/link-attribute';
import { portalAddress } from '../../src/elements/portal-address';
import { pageSessionAuthPort } from '../../src/session/page-session-auth-port';
import { type LoginDialogEvents, LoginDialogWidget } from './login-dialog-widget';

const loginDialogAttributes = z.object({
  initialView: oneOfAttribute(['login', 'sign-up']),
  redirect: sitePathAttribute('redirect'),
  forgotPasswordHref: linkAttribute('forgot-password-href'),
  referralCode: z.optional(textOfAtMost(50, 'use at most 50 characters')),
});

/**
 * A blocking dialog that asks the visitor to log in or create an account, open while nobody is
 * signed in: no close button, Escape and the backdrop do nothing. A link in it toggles between the
 * login form and the three-step sign-up (fetched when first asked for). Rendered in the light DOM so
 * password managers see the forms.
 *
 * @tag fg-login-dialog
 * @component LoginDialog
 * @attr {'login' | 'sign-up'} initial-view - login (default) or sign-up: the form shown first.
 * @attr redirect - Path on this site to go to once signed in. Without it the page stays and the dialog closes.
 * @attr forgot-password-href - Where 'Forgot your password?' leads: a path on this site or an http(s) address (the portal's, from another site). Default the portal's /forgot-password (on another site, on the portal's origin).
 * @attr referral-code - Prefills the sign-up referral code.
 * @attr nonce - CSP nonce for the widget's style tags (defaults to the page's meta csp-nonce).
 * @event {{ partyId: string; username: string }} fg-authenticated - Logged in, or account created and logged in.
 * @csspart dialog - The dialog box.
 * @csspart dialog-title - Its title: Login or Create an account.
 * @csspart form - The login form or the current sign-up step.
 * @csspart field - Each labelled field.
 * @csspart input - Each input.
 * @csspart button - Each button.
 * @csspart alert - Each alert.
 * @cssproperty --fg-color-primary-strong - Button and link colour.
 * @cssproperty --fg-font-family - Font of the widget (default Figtree where the page has loaded it, else the system UI font).
 */
export const FgLoginDialog = defineWidget<typeof loginDialogAttributes, LoginDialogEvents>({
  tag: 'fg-login-dialog',
  client: clientNow,
  // On another site, 'Forgot your password?' leads to the portal's page, not the host's.
  component: (props) =>
    createElement(LoginDialogWidget, {
      ...props,
      forgotPasswordHref: props.forgotPasswordHref ?? portalAddress('/forgot-password'),
    }),
  attributes: loginDialogAttributes,
  events: ['authenticated'],
  shadow: false,
  auth: pageSessionAuthPort,
});

displayAsBlock('fg-login-dialog');
