import * as z from 'zod/mini';
import { textOfAtMost } from '../../src/domain/schema-parts';
import {
  headingLevelAttribute,
  oneOfAttribute,
  sitePathAttribute,
} from '../../src/elements/attribute-schemas';
import { clientNow } from '../../src/elements/client-now';
import { defineWidget } from '../../src/elements/define-widget';
import { displayAsBlock } from '../../src/elements/light-dom-display';
import { pageSessionAuthPort } from '../../src/session/page-session-auth-port';
import { SignUp, type SignUpEvents } from './sign-up';

const signUpAttributes = z.object({
  redirect: sitePathAttribute('redirect'),
  mobileRedirect: sitePathAttribute('mobile-redirect'),
  loginHref: sitePathAttribute('login-href'),
  referralCode: z.optional(textOfAtMost(50, 'use at most 50 characters')),
  headingLevel: headingLevelAttribute<1 | 2 | 3 | 4 | 5>(1, 5),
  routing: oneOfAttribute(['virtual', 'hash']),
});

/**
 * Create an account in three steps: names and e-mail; SA ID number or passport, cellphone, marketing
 * consent and referral code; then a password. Each step is checked by the server before it advances;
 * with `routing="hash"` the address shows #step1, #step2 or #step3. Once the account exists it logs in by itself.
 * Rendered in the light DOM inside a real form so password managers can offer a new password.
 *
 * @tag fg-sign-up
 * @component SignUp
 * @attr redirect - Path on this site to go to once the new account is logged in, e.g. /app.
 * @attr mobile-redirect - Path to go to instead on a phone or tablet when a referral code was used, e.g. /download.
 * @attr referral-code - Prefills the referral code. Default: the page's referral query parameter.
 * @attr login-href - Where the Login link leads. Default /login.
 * @attr {'1' | '2' | '3' | '4' | '5'} heading-level - Level of the Create an account heading, 1 to 5; step headings are one below. Default 2.
 * @attr {'virtual' | 'hash'} routing - Where the step is kept: in memory (default: the host page's URL is the host's) or also in the URL's hash (#step1…#step3), so the browser's Back moves between steps. A reload comes back to the same step either way.
 * @attr nonce - CSP nonce for the widget's style tags (defaults to the page's meta csp-nonce).
 * @event {{ emailAddress: string }} fg-created - The account was created; the automatic login starts.
 * @event {{ partyId: string; username: string; referralCode: string | null }} fg-authenticated - The new account is logged in.
 * @event {{ message: string; status: number }} fg-failed - Creating the account or logging it in failed.
 * @csspart root - The section around the wizard.
 * @csspart heading - The Create an account heading.
 * @csspart step-heading - The heading of the current step.
 * @csspart stepper - The list of steps.
 * @csspart form - The current step's form.
 * @csspart field - Each labelled field.
 * @csspart input - Each input.
 * @csspart button - Each button.
 * @csspart alert - Each alert.
 * @cssproperty --fg-color-primary-strong - Button, link and current-step colour.
 * @cssproperty --fg-font-family - Font of the widget (default Figtree where the page has loaded it, else the system UI font).
 */
export const FgSignUp = defineWidget<typeof signUpAttributes, SignUpEvents>({
  tag: 'fg-sign-up',
  client: clientNow,
  component: SignUp,
  attributes: signUpAttributes,
  events: ['created', 'authenticated', 'failed'],
  shadow: false,
  auth: pageSessionAuthPort,
});

displayAsBlock('fg-sign-up');
