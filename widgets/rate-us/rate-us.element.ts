import { createElement } from 'react';
import { type AttributeParser, type AttributesOf, textAttributes } from '../../src/elements/attribute-parser';
import { clientOnInteraction } from '../../src/elements/client-on-interaction';
import { defineWidget } from '../../src/elements/define-widget';
import type { EventProps } from '../../src/elements/events';
import { type RateUsEvents, RatingWidget } from './rate-us';
import { parseReference, type Reference, UNUSABLE_REFERENCE } from './system-identifier';
import { safeThankYouUrl } from './thank-you-url';
import { keptRefWarning } from './vue-ref';

// Text rules, parsed without a schema library (the tag's first paint is its form and little else) into
// what the widget takes: a Reference, an absolute http(s) address. An unusable reference follows the
// policy of all three entries (reference-policy.ts): the placeholder is sent, and the console says why.
const referenceRule = { parse: parseReference, message: UNUSABLE_REFERENCE, lenient: true };
const rateUsText = textAttributes({
  reference: referenceRule,
  ref: referenceRule,
  thankYouUrl: { parse: safeThankYouUrl, message: 'use an http(s) address' },
});

/**
 * `reference` is `ref` under a name no framework keeps for itself (Vue and React take `ref` as their
 * own). Given both, `reference` is the one read, usable or not, and a `ref` that differs is warned about
 * as ignored; `ref` alone is read as ever (v1 keeps it).
 */
const rateUsAttributes: AttributeParser<{ reference?: Reference; thankYouUrl?: string }> = {
  shape: rateUsText.shape,
  safeParse(raw) {
    const both = raw.reference !== undefined && raw.ref !== undefined;
    const parsed = rateUsText.safeParse(both ? { ...raw, ref: undefined } : raw);
    if (!parsed.success) return parsed;
    const { reference, ref, thankYouUrl } = parsed.data;
    const ignored =
      both && raw.ref?.trim() !== raw.reference?.trim()
        ? [{ path: ['ref'], message: `reference="${raw.reference}" is given too, and is the one sent` }]
        : [];
    return {
      success: true,
      data: { reference: both ? reference : (reference ?? ref), thankYouUrl },
      warnings: [...(parsed.warnings ?? []), ...ignored],
    };
  },
};

type RateUsElementProps = AttributesOf<typeof rateUsAttributes> & EventProps<RateUsEvents>;

/** The widget takes the reference parsed, as a Reference. */
function RateUsElement({ reference, thankYouUrl, ...events }: RateUsElementProps) {
  return createElement(RatingWidget, { ...events, reference, thankYouUrl });
}

/**
 * Rate the service: a 1–10 score (1 'Unlikely', 10 'Likely') and a comment, posted to
 * /v4/api/UserResponse without a token; then a spinner and the thank-you (or error) text.
 *
 * @tag fg-rate-us
 * @component RateUs
 * @attr reference - Reference of the page or campaign, sent as SystemIdentifier (1 to 100 printable characters). Absent or empty: 'N/A -' and a random number 0–19; unusable (blank too): the same, with a console warning. The name to use from Vue or React, which keep `ref` as their own (a Vue template that did so is warned about on the console).
 * @attr ref - The same as `reference`, its first name, kept for plain HTML pages; given both, `reference` is sent, and a `ref` that differs is warned about.
 * @attr thank-you-url - Optional http(s) address to go to after a successful send instead of showing the thank-you text.
 * @attr nonce - The page's CSP nonce for the widget's style tags (or a `<meta name="csp-nonce">`).
 * @event {{ OptionSelected: number; Comment: string; SystemIdentifier: string; ResponseTypeID: 1 }} fg-submitted - The rating was stored.
 * @event {{ message: string; status: number }} fg-failed - The rating could not be sent.
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
  client: clientOnInteraction,
  component: RateUsElement,
  attributes: rateUsAttributes,
  events: ['submitted', 'failed'],
  checkHost: keptRefWarning,
});
