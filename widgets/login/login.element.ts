import { createElement } from 'react';
import * as z from 'zod/mini';
import { headingLevelAttribute, sitePathAttribute } from '../../src/elements/attribute-schemas';
import { clientNow } from '../../src/elements/client-now';
import { defineWidget } from '../../src/elements/define-widget';
import { displayAsBlock } from '../../src/elements/light-dom-display';
import { portalAddress } from '../../src/elements/portal-address';
import { pageSessionAuthPort } from '../../src/session/page-session-auth-port';
import { Login, type LoginEvents } from './login';

const loginAttributes = z.object({
  redirect: sitePathAttribute('redirect'),
  forgotPasswordHref: sitePathAttribute('forgot-password-href'),
  signUpHref: sitePathAttribute('sign-up-href'),
  headingLevel: headingLevelAttribute<1 | 2 | 3 | 4 | 5 | 6>(1, 6),
});

/**
 * Login form: username and password (with Show), a link to reset a forgotten password, one to create
 * an account, and a red alert when the login is refused. Rendered in the light DOM inside a real form so password managers can fill it.
 * For a blocking login / create-account dialog use `<fg-login-dialog>`.
 *
 * @tag fg-login
 * @component Login
 * @attr redirect - Path on this site to go to after logging in, e.g. /app. Without it the page stays and only fg-authenticated is sent.
 * @attr forgot-password-href - Where 'Forgot your password?' leads. Default the portal's /forgot-password (on another site, on the portal's origin).
 * @attr sign-up-href - Where 'Create an account' (after 'New to Fedgroup?') leads. Default the portal's /sign-up (on another site, on the portal's origin).
 * @attr {'1' | '2' | '3' | '4' | '5' | '6'} heading-level - Level of the Login heading, 1 to 6. Default 2.
 * @attr nonce - CSP nonce for the widget's style tags (defaults to the page's meta csp-nonce).
 * @event {{ partyId: string; username: string }} fg-authenticated - Logged in.
 * @event {{ message: string; status: number }} fg-failed - The login was refused or failed.
 * @csspart root - The section around heading and form.
 * @csspart heading - The Login heading.
 * @csspart form - The form.
 * @csspart field - Each labelled field.
 * @csspart input - Each input.
 * @csspart button - The Login button.
 * @csspart alert - The error alert.
 * @csspart sign-up - The line 'New to Fedgroup? Create an account'.
 * @csspart password-toggle - The Show/Hide button inside the password field.
 * @cssproperty --fg-color-primary-strong - Button and link colour.
 * @cssproperty --fg-font-family - Font of the widget (default Figtree where the page has loaded it, else the system UI font).
 */
export const FgLogin = defineWidget<typeof loginAttributes, LoginEvents>({
  tag: 'fg-login',
  client: clientNow,
  // On another site, its links lead to the portal's pages, not the host's.
  component: (props) =>
    createElement(Login, {
      ...props,
      forgotPasswordHref: props.forgotPasswordHref ?? portalAddress('/forgot-password'),
      signUpHref: props.signUpHref ?? portalAddress('/sign-up'),
    }),
  attributes: loginAttributes,
  events: ['authenticated', 'failed'],
  shadow: false,
  auth: pageSessionAuthPort,
});

displayAsBlock('fg-login');
