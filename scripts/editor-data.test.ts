import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseElementContract, type WidgetElement, widgetElements } from './custom-elements';
import { buildVsCodeCustomData, buildWebTypes, enumeratedValues } from './editor-data';

/** The type of a numeric attribute, `${number}` written as the contract writes it. */
const NUMERIC = ['`$', '{number}`'].join('');

const source = `
/**
 * Rate the service from 1 to 10.
 *
 * @tag fg-rate-us
 * @component RateUs
 * @attr ref - Reference sent as SystemIdentifier.
 * @attr {'virtual' | 'hash'} routing - Where the step is kept.
 * @attr {${NUMERIC}} report-id - The report.
 * @event {{ OptionSelected: number }} fg-submitted - The rating was stored.
 * @slot fg-note-* - A note.
 * @csspart form - The form.
 * @cssproperty --fg-color-primary - Accent colour.
 */
`;
const contract = parseElementContract(source);
if (!contract) throw new Error('the sample has no contract');
const sample: WidgetElement[] = [{ dir: 'rate-us', contract }];

it('lists the values of an attribute typed as a union of strings, and none for any other type', () => {
  expect(enumeratedValues("'virtual' | 'hash'")).toEqual(['virtual', 'hash']);
  expect(enumeratedValues("'2'")).toEqual(['2']);
  expect(enumeratedValues(NUMERIC)).toEqual([]);
  expect(enumeratedValues("'a' | string")).toEqual([]);
  expect(enumeratedValues(undefined)).toEqual([]);
});

describe('vscode.html-custom-data.json', () => {
  const data = buildVsCodeCustomData(sample);

  it('is version 1.1 with a tag per element, its attributes, enumerated ones with their values', () => {
    expect(data.version).toBe(1.1);
    const [tag] = data.tags;
    expect(tag?.name).toBe('fg-rate-us');
    expect(tag?.attributes).toEqual([
      { name: 'ref', description: 'Reference sent as SystemIdentifier.' },
      {
        name: 'routing',
        description: 'Where the step is kept.',
        values: [{ name: 'virtual' }, { name: 'hash' }],
      },
      { name: 'report-id', description: 'The report.' },
    ]);
    expect(tag?.references).toEqual([]);
  });

  it('says in the markdown description what the format has no field for', () => {
    const [tag] = data.tags;
    expect(tag?.description.kind).toBe('markdown');
    expect(tag?.description.value).toBe(
      [
        'Rate the service from 1 to 10.',
        '**Events**\n- `fg-submitted`: The rating was stored.',
        '**Slots**\n- `fg-note-*`: A note.',
        '**Parts (`::part()`)**\n- `form`: The form.',
        '**Custom properties**\n- `--fg-color-primary`: Accent colour.',
      ].join('\n\n'),
    );
  });
});

describe('web-types.json', () => {
  const webTypes = buildWebTypes(sample, '1.2.3');

  // The schema (json.schemastore.org/web-types) is not fetched at test time: its required fields are
  // checked instead (name, version, contributions; a name on each element and each of its entries).
  it('has the fields the schema requires, in markdown with TypeScript types', () => {
    expect(webTypes).toMatchObject({
      $schema: 'http://json.schemastore.org/web-types',
      name: 'fg-portal',
      version: '1.2.3',
      'description-markup': 'markdown',
      'js-types-syntax': 'typescript',
    });
    const elements = webTypes.contributions.html.elements;
    expect(elements.map(({ name }) => name)).toEqual(['fg-rate-us']);
    for (const element of elements) {
      const entries = [
        ...element.attributes,
        ...element.events,
        ...element.slots,
        ...element.css.parts,
        ...element.css.properties,
      ];
      for (const entry of entries) expect(typeof entry.name, JSON.stringify(entry)).toBe('string');
    }
  });

  it('gives each element its attributes with value types, events, slots, parts and custom properties', () => {
    expect(webTypes.contributions.html.elements[0]).toEqual({
      name: 'fg-rate-us',
      description: 'Rate the service from 1 to 10.',
      attributes: [
        { name: 'ref', description: 'Reference sent as SystemIdentifier.', value: { type: 'string' } },
        { name: 'routing', description: 'Where the step is kept.', value: { type: "'virtual' | 'hash'" } },
        { name: 'report-id', description: 'The report.', value: { type: NUMERIC } },
      ],
      events: [{ name: 'fg-submitted', description: 'The rating was stored.' }],
      slots: [{ name: 'fg-note-*', description: 'A note.' }],
      css: {
        parts: [{ name: 'form', description: 'The form.' }],
        properties: [{ name: '--fg-color-primary', description: 'Accent colour.' }],
      },
    });
  });
});

it('covers every tag in widgets/ in both files, each attribute once', () => {
  const elements = widgetElements(resolve(import.meta.dirname, '..'));
  const tags = elements.map(({ contract }) => contract.tagName);
  const vscode = buildVsCodeCustomData(elements);
  const webTypes = buildWebTypes(elements, '0.0.0');
  expect(vscode.tags.map(({ name }) => name)).toEqual(tags);
  expect(webTypes.contributions.html.elements.map(({ name }) => name)).toEqual(tags);
  for (const tag of vscode.tags) {
    const names = tag.attributes.map(({ name }) => name);
    expect(names, tag.name).toContain('nonce');
    expect(new Set(names).size, tag.name).toBe(names.length);
  }
  const routing = vscode.tags
    .find(({ name }) => name === 'fg-buy-tax-free')
    ?.attributes.find(({ name }) => name === 'routing');
  expect(routing?.values).toEqual([{ name: 'virtual' }, { name: 'hash' }]);
});
