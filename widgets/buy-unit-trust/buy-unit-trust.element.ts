import * as z from 'zod/mini';
import { oneOfAttribute, sitePathAttribute } from '../../src/elements/attribute-schemas';
import { clientNow } from '../../src/elements/client-now';
import { defineWidget } from '../../src/elements/define-widget';
import { pageSessionAuthPort } from '../../src/session/page-session-auth-port';
import { type BuyEvents, buyElement } from '../buy';
import { BuyUnitTrust } from './buy-unit-trust';

const buyUnitTrustAttributes = z.object({
  returnUrl: sitePathAttribute('return-url'),
  routing: oneOfAttribute(['virtual', 'hash']),
});

/**
 * Buy unit trusts in seven steps: choose funds (from product sub-type 116's FundInfo: risk profile,
 * unit price and fact sheet), source of funds, contributions (a lump sum and/or a monthly amount per
 * fund), payment details (EFT into the account from /v3/api/Products/UnitTrust/eftdetails, or debit
 * order), check and confirm (which posts /v4/api/buy/UnitTrust/ once per run), summary and
 * congratulations.
 * While nobody is signed in on this page (or the session runs out), the tag shows its own sign-in
 * step in place of the wizard, inside its shadow root (the form's fields in its light DOM, slotted, for
 * password managers): nothing is added to the host page, and one login signs in every tag on it. The
 * wizard carries on at the same step afterwards.
 *
 * @tag fg-buy-unit-trust
 * @component BuyUnitTrust
 * @attr return-url - Where Back (to the platform) leads: a path of the portal (on another site, on the portal's origin). Default /app/Customer/wealth.
 * @attr {'virtual' | 'hash'} routing - Where the step is kept: in memory (default: the host page's URL is the host's) or also in the URL's hash (#step1…), so the browser's Back moves between steps. A reload comes back to the same step either way.
 * @attr nonce - The page's CSP nonce, used only where the browser cannot adopt constructed style sheets (or a `<meta name="csp-nonce">`).
 * @event {{ index: number; id: string }} fg-step - A step is shown.
 * @event {{ reference: string; product: string; amount: number }} fg-purchased - The purchase was made.
 * @event {{ message: string; status: number }} fg-failed - The product could not be loaded, or the purchase failed.
 * @event {Record<string, never>} fg-cancelled - The customer left with Back before buying, or pressed Cancel on the sign-in step.
 * @slot fg-credentials-* - Not for the page's content: while nobody is signed in, the tag puts its sign-in step's `<form>` (username, password) in its own light DOM, so password managers fill it, and shows it here. The `*` is an id the tag chooses, unique on the page.
 * @csspart root - The widget's outer box.
 * @csspart heading - 'Buy a Unit Trust'.
 * @csspart step-heading - 'Step n of 5: title' (the number visually hidden), focused when the step changes.
 * @csspart form - The step's form.
 * @csspart button - Every button (Next, Previous, Confirm, Back).
 * @csspart fais - The FAIS disclosure under every step.
 * @csspart sign-in - The sign-in step shown while nobody is signed in (its Login and Cancel are `button` parts).
 * @cssproperty --fg-color-primary-strong - Buttons and selected choices (default #C4105E).
 * @cssproperty --fg-color-text - Text colour (default #1F1F29).
 * @cssproperty --fg-color-focus - Focus ring colour (default #8A0C45).
 * @cssproperty --fg-font-family - Font of the widget (default Figtree where the page has loaded it, else the system UI font).
 * @cssproperty --fg-font-size - Base font size (default 16px).
 * @cssproperty --fg-radius - Corner radius of fields and buttons (default 6px).
 * @cssproperty --fg-space-4 - Base spacing unit between parts (default 16px).
 */
defineWidget<typeof buyUnitTrustAttributes, BuyEvents>({
  tag: 'fg-buy-unit-trust',
  client: clientNow,
  component: buyElement(BuyUnitTrust, 'Unit Trust'),
  attributes: buyUnitTrustAttributes,
  events: ['step', 'purchased', 'failed', 'cancelled'],
  auth: pageSessionAuthPort,
});
