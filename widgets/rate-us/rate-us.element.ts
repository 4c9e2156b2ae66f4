import { createElement } from 'react';
import { type AttributesOf, textAttributes } from '../../src/elements/attribute-parser';
import { clientOnInteraction } from '../../src/elements/client-on-interaction';
import { defineWidget } from '../../src/elements/define-widget';
import type { EventProps } from '../../src/elements/events';
import { type RateUsEvents, RatingWidget } from './rate-us';
import { parseReference, UNUSABLE_REFERENCE } from './system-identifier';
import { safeThankYouUrl } from './thank-you-url';

// Text rules, parsed without a schema library (the tag's first paint is its form and little else) into
// what the widget takes: a Reference, an absolute http(s) address. An unusable reference follows the
// policy of all three entries (reference-policy.ts): the placeholder is sent, and the console says why.
// `reference` is `ref` under a name no framework keeps for itself (Vue and React take `ref` as theirs).
const referenceRule = { parse: parseReference, message: UNUSABLE_REFERENCE, lenient: true };
const rateUsAttributes = textAttributes({
  reference: referenceRule,
  ref: referenceRule,
  thankYouUrl: { parse: safeThankYouUrl, message: 'use an http(s) address' },
});

/** The sending half with the tag's own client: what its first touch fetches, one file (issue 49). */
const loadSender = () => import('./send-rating-element');

type RateUsElementProps = AttributesOf<typeof rateUsAttributes> & EventProps<RateUsEvents>;

/**
 * The widget takes the reference parsed, as a Reference: `reference`'s if it can be used, else `ref`'s. A
 * text rule leaves out what it could not parse (textAttributes), so a parsed `reference` in `props`
 * overrides `ref`: no bytes for the choice, as rate-us's first paint is capped at 13 KB (issue 28).
 */
function RateUsElement({ ref, thankYouUrl, ...props }: RateUsElementProps) {
  return createElement(RatingWidget, { reference: ref, ...props, thankYouUrl, loadSender });
}

/**
 * Rate the service: a 1–10 score (1 'Unlikely', 10 'Likely') and a comment, posted to
 * /v4/api/UserResponse without a token; then a spinner and the thank-you (or error) text.
 *
 * @tag fg-rate-us
 * @component RateUs
 * @attr reference - Reference of the page or campaign, sent as SystemIdentifier (1 to 100 printable characters). Absent or empty: 'N/A -' and a random number 0–19; unusable (blank too): the same, with a console warning. The name to use from Vue or React, which keep `ref` as their own (a tag a Vue template rendered without a reference says so on the console when first touched).
 * @attr ref - The same as `reference`, its first name, kept for plain HTML pages; given both, `reference` is sent unless it cannot be used.
 * @attr thank-you-url - Optional http(s) address to go to after a successful send instead of showing the thank-you text.
 * @attr nonce - The page's CSP nonce for the widget's style tags (or a `<meta name="csp-nonce">`).
 * @event {{ OptionSelected: number; Comment: string; SystemIdentifier: string; ResponseTypeID: 1 }} fg-submitted - The rating was stored.
 * @event {{ message: string; status: number }} fg-failed - The rating could not be sent: the spec's text ('Error: server not found, please try again later.', never the server's words) and the failure's status.
 * @csspart root - The widget's outer box.
 * @csspart form - The rating form.
 * @csspart fieldset - The score's radio group; `legend` is its question and `radio` each score.
 * @csspart textarea - The comment box.
 * @csspart send - The Send button (also `button`).
 * @csspart outcome - The spinner, thank-you or error text shown after Send.
 * @csspart alert - The thank-you or error message.
 * @csspart try-again - The button back to the form after an error (also `button`).
 * @cssproperty --fg-color-primary-strong - Send button and selected radios (default #C4105E).
 * @cssproperty --fg-color-text - Text colour (default #1F1F29).
 * @cssproperty --fg-color-focus - Focus ring colour (default #8A0C45).
 * @cssproperty --fg-font-family - Font of the widget (default Figtree where the page has loaded it, else the system UI font).
 * @cssproperty --fg-font-size - Base font size (default 16px).
 * @cssproperty --fg-radius - Corner radius of fields and buttons (default 6px).
 * @cssproperty --fg-space-4 - Base spacing unit between parts (default 16px).
 */
defineWidget<typeof rateUsAttributes, RateUsEvents>({
  tag: 'fg-rate-us',
  // Its client comes with the sending half, in the chunk its first touch fetches.
  client: clientOnInteraction(() => loadSender().then(({ lazyPlainClient }) => lazyPlainClient)),
  component: RateUsElement,
  attributes: rateUsAttributes,
  events: ['submitted', 'failed'],
});
