import { createElement } from 'react';
import * as z from 'zod/mini';
import { headingLevelAttribute } from '../../src/elements/attribute-schemas';
import { clientNow } from '../../src/elements/client-now';
import { defineWidget } from '../../src/elements/define-widget';
import type { EventProps } from '../../src/elements/events';
import {
  LinkConfirmation,
  type LinkConfirmationEvents,
  linkFrom,
  linkParamAttribute,
  SI_REINVEST,
} from '../link-confirmation';

// Each value of the link parsed here, at the element's edge, by its rule (a damaged one is passed on
// as such, for the widget to say the link cannot be used); the page's query fills in the rest.
const reinvestAttributes = z.object({
  reference: linkParamAttribute('reference'),
  cat: linkParamAttribute('Cat'),
  option: linkParamAttribute('option'),
  matRate: linkParamAttribute('MatRate'),
  reinv: linkParamAttribute('Reinv'),
  linkId: linkParamAttribute('id'),
  headingLevel: headingLevelAttribute<1 | 2 | 3 | 4 | 5>(1, 5),
});

type ReinvestElementProps = z.output<typeof reinvestAttributes> & EventProps<LinkConfirmationEvents>;

function ReinvestConfirmationElement({
  reference,
  cat,
  option,
  matRate,
  reinv,
  linkId,
  ...rest
}: ReinvestElementProps) {
  const own = { reference, Cat: cat, option, MatRate: matRate, Reinv: reinv, id: linkId };
  return createElement(LinkConfirmation, { ...rest, action: SI_REINVEST, link: linkFrom(SI_REINVEST, own) });
}

/**
 * Confirm a secured investment's reinvestment at maturity from the e-mailed link (spec §2
 * /secured-investement-reinvestment-thank-you): reads back the link's terms as the API keeps them
 * (GET /v4/api/referrals/SILinkTerms by reference and id); Confirm checks the link has not expired
 * (GET /v4/api/referrals/SILinkExpiry) and only then reinvests with the stored terms
 * (GET /v3/api/ExternalMessages/Link/SIReinvest), once. No bearer token: every call carries the e-mail's
 * own secret, `token`, from the page's query (never an attribute, never shown or logged). Each other value
 * comes from its attribute, else from the page's query (reference, Cat, option, MatRate, Reinv, id); the terms a link repeats must
 * agree with the stored ones, or the link is not valid.
 *
 * @tag fg-reinvest-confirmation
 * @component ReinvestConfirmation
 * @attr reference - The link's reference, e.g. SIR-2026-000153 (else ?reference=).
 * @attr cat - The investment's category as the link repeats it, checked against the stored one (else ?Cat=).
 * @attr option - The choice at maturity as the link repeats it, checked (else ?option=).
 * @attr mat-rate - The maturity rate in percent as the link repeats it, e.g. 9.21, checked (else ?MatRate=).
 * @attr reinv - The amount reinvested in rands as the link repeats it, checked (else ?Reinv=).
 * @attr link-id - The link's id, e.g. 9001 (else ?id=).
 * @attr {'1' | '2' | '3' | '4' | '5'} heading-level - Level of the 'Secured Investment' heading, 1 to 5 (default 1).
 * @attr nonce - The page's CSP nonce for the widget's style tags (or a `<meta name="csp-nonce">`).
 * @event {{ action: string; reference: string }} fg-confirmed - The reinvestment was accepted.
 * @event {{ message: string; status: number }} fg-failed - It was not: the link expired (status 406) or the call failed.
 * @csspart root - The widget's outer box.
 * @csspart heading - 'Secured Investment'.
 * @csspart button - Confirm reinvestment (Try again after a failure).
 * @csspart alert - The outcome.
 * @cssproperty --fg-color-primary-strong - The button and links (default #C4105E).
 * @cssproperty --fg-color-text - Text colour (default #1F1F29).
 * @cssproperty --fg-color-focus - Focus ring colour (default #8A0C45).
 * @cssproperty --fg-font-family - Font of the widget (default Figtree where the page has loaded it, else the system UI font).
 * @cssproperty --fg-font-size - Base font size (default 16px).
 */
defineWidget<typeof reinvestAttributes, LinkConfirmationEvents>({
  tag: 'fg-reinvest-confirmation',
  client: clientNow,
  component: ReinvestConfirmationElement,
  attributes: reinvestAttributes,
  events: ['confirmed', 'failed'],
});
