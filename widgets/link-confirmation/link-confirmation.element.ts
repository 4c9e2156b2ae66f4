import { createElement } from 'react';
import * as z from 'zod/mini';
import { headingLevelAttribute, oneOfAttribute } from '../../src/elements/attribute-schemas';
import { clientNow } from '../../src/elements/client-now';
import { defineWidget } from '../../src/elements/define-widget';
import type { EventProps } from '../../src/elements/events';
import { GenericLinkConfirmation } from './generic-link-confirmation';
import { LINK_ACTIONS } from './link-actions';
import type { LinkConfirmationEvents } from './link-confirmation';

const genericAttributes = z.object({
  action: oneOfAttribute(LINK_ACTIONS.map((action) => action.id)),
  headingLevel: headingLevelAttribute<1 | 2 | 3 | 4 | 5>(1, 5),
});

type GenericProps = z.output<typeof genericAttributes> & EventProps<LinkConfirmationEvents>;

function GenericLinkConfirmationElement({ action, ...rest }: GenericProps) {
  const search = globalThis.location?.search ?? '';
  return createElement(GenericLinkConfirmation, {
    ...rest,
    action: action ?? new URLSearchParams(search).get('action'),
    search,
  });
}

/**
 * The generic e-mail link confirmation: driven by the page's query, it confirms as the page opens. The
 * `action` (attribute, else ?action=) picks one entry of a fixed allow-list: si-reinvest (link expiry,
 * then the reinvestment; ?reference, id, token, option, MatRate, Cat, Reinv) or tfsa-switch (?reference, token). The
 * calls and their paths come from the allow-list, never from the link; no bearer token is sent, only the e-mail's `token`, unchanged. The outcome
 * is remembered for the tab: a reload shows it without calling again.
 *
 * @tag fg-link-confirmation
 * @component GenericLinkConfirmation
 * @attr {'si-reinvest' | 'tfsa-switch'} action - si-reinvest or tfsa-switch (else ?action=).
 * @attr {'1' | '2' | '3' | '4' | '5'} heading-level - Level of the page's heading, 1 to 5 (default 1).
 * @attr nonce - The page's CSP nonce for the widget's style tags (or a `<meta name="csp-nonce">`).
 * @event {{ action: string; reference: string }} fg-confirmed - The confirmation was accepted.
 * @event {{ message: string; status: number }} fg-failed - It was not: the link expired (status 406) or the call failed.
 * @csspart root - The widget's outer box.
 * @csspart heading - The action's header ('Secured Investment', 'Tax-free Savings Account').
 * @csspart button - Try again after a failure.
 * @csspart alert - The outcome.
 * @cssproperty --fg-color-primary-strong - The button and links (default #C4105E).
 * @cssproperty --fg-color-text - Text colour (default #1F1F29).
 * @cssproperty --fg-color-focus - Focus ring colour (default #8A0C45).
 * @cssproperty --fg-font-family - Font of the widget (default Figtree where the page has loaded it, else the system UI font).
 * @cssproperty --fg-font-size - Base font size (default 16px).
 */
defineWidget<typeof genericAttributes, LinkConfirmationEvents>({
  tag: 'fg-link-confirmation',
  client: clientNow,
  component: GenericLinkConfirmationElement,
  attributes: genericAttributes,
  events: ['confirmed', 'failed'],
});
