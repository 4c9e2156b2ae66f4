import { expect, it } from 'vitest';
import { parseElementContract } from './custom-elements';

const source = `
import { defineWidget } from '../../src/elements';

/**
 * Rate the service from 1 to 10,
 * with a comment.
 *
 * @tag fg-rate-us
 * @attr ref - Reference sent as SystemIdentifier.
 * @event fg-submitted - The rating was stored. detail: { OptionSelected: number }
 * @event fg-failed - The rating could not be sent.
 * @csspart form - The form.
 * @cssproperty --fg-color-primary - Accent colour,
 *   used for the selected score.
 */
export const FgRateUs = defineWidget({});
`;

it('reads the tag, description, attributes, events, parts and custom properties', () => {
  expect(parseElementContract(source)).toEqual({
    tagName: 'fg-rate-us',
    description: 'Rate the service from 1 to 10, with a comment.',
    attributes: [{ name: 'ref', description: 'Reference sent as SystemIdentifier.' }],
    events: [
      { name: 'fg-submitted', description: 'The rating was stored. detail: { OptionSelected: number }' },
      { name: 'fg-failed', description: 'The rating could not be sent.' },
    ],
    cssParts: [{ name: 'form', description: 'The form.' }],
    cssProperties: [
      { name: '--fg-color-primary', description: 'Accent colour, used for the selected score.' },
    ],
  });
});

it('returns null for a file without a contract', () => {
  expect(parseElementContract('/** just a comment */ export const x = 1;')).toBeNull();
});
