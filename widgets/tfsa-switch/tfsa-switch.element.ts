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
  TFSA_SWITCH,
} from '../link-confirmation';

// The reference parsed here, at the element's edge, by its rule (a damaged one is passed on as such,
// for the widget to say the link cannot be used); absent, the page's query gives it.
const switchAttributes = z.object({
  reference: linkParamAttribute('reference'),
  headingLevel: headingLevelAttribute<1 | 2 | 3 | 4 | 5>(1, 5),
});

type SwitchElementProps = z.output<typeof switchAttributes> & EventProps<LinkConfirmationEvents>;

function TfsaSwitchElement({ reference, ...rest }: SwitchElementProps) {
  return createElement(LinkConfirmation, {
    ...rest,
    action: TFSA_SWITCH,
    link: linkFrom(TFSA_SWITCH, { reference }),
  });
}

/**
 * Switch to the new tax-free savings account from the e-mailed link (spec §2 /tfsa-switch): Confirm
 * calls GET /v3/api/ExternalMessages/Link/TFSSwitch?reference&token&switch=1, once. No bearer token:
 * `token`, the e-mail's secret, comes from the page's query (never an attribute, never shown or logged).
 *
 * @tag fg-tfsa-switch
 * @component TfsaSwitch
 * @attr reference - The link's reference, e.g. TFS-2026-000042 (else ?reference=).
 * @attr {'1' | '2' | '3' | '4' | '5'} heading-level - Level of the 'Tax-free Savings Account' heading, 1 to 5 (default 1).
 * @attr nonce - The page's CSP nonce for the widget's style tags (or a `<meta name="csp-nonce">`).
 * @event {{ action: string; reference: string }} fg-confirmed - The switch was accepted.
 * @event {{ message: string; status: number }} fg-failed - It was not: the link expired (status 406) or the call failed.
 * @csspart root - The widget's outer box.
 * @csspart heading - 'Tax-free Savings Account'.
 * @csspart button - Confirm switch (Try again after a failure).
 * @csspart alert - The outcome.
 * @cssproperty --fg-color-primary-strong - The button and links (default #C4105E).
 * @cssproperty --fg-color-text - Text colour (default #1F1F29).
 * @cssproperty --fg-color-focus - Focus ring colour (default #8A0C45).
 * @cssproperty --fg-font-family - Font of the widget (default Figtree where the page has loaded it, else the system UI font).
 * @cssproperty --fg-font-size - Base font size (default 16px).
 */
defineWidget<typeof switchAttributes, LinkConfirmationEvents>({
  tag: 'fg-tfsa-switch',
  client: clientNow,
  component: TfsaSwitchElement,
  attributes: switchAttributes,
  events: ['confirmed', 'failed'],
});
