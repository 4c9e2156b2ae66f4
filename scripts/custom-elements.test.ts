import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildManifest, parseElementContract, widgetElements } from './custom-elements';

const source = `
import { defineWidget } from '../../src/elements';

/**
 * Rate the service from 1 to 10,
 * with a comment.
 *
 * @tag fg-rate-us
 * @component RateUs
 * @attr ref - Reference sent as SystemIdentifier.
 * @attr {'2' | '3'} heading-level - Level of the heading.
 * @event {{ OptionSelected: number; Nested: { a: 1 } }} fg-submitted - The rating was stored.
 * @event fg-failed - The rating could not be sent.
 * @csspart form - The form.
 * @cssproperty --fg-color-primary - Accent colour,
 *   used for the selected score.
 */
export const FgRateUs = defineWidget({});
`;
/** The same contract with every event's detail typed. */
const typedSource = source.replace(' * @event fg-failed', ' * @event {{ message: string }} fg-failed');

it('reads the tag, component, description, typed attributes and events, parts and custom properties', () => {
  expect(parseElementContract(source)).toEqual({
    tagName: 'fg-rate-us',
    component: 'RateUs',
    description: 'Rate the service from 1 to 10, with a comment.',
    attributes: [
      { name: 'ref', description: 'Reference sent as SystemIdentifier.' },
      { name: 'heading-level', description: 'Level of the heading.', type: "'2' | '3'" },
    ],
    events: [
      {
        name: 'fg-submitted',
        description: 'The rating was stored.',
        type: '{ OptionSelected: number; Nested: { a: 1 } }',
      },
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

describe('the widget list', () => {
  const root = resolve(import.meta.dirname, '..');
  let fixture = '';
  afterEach(() => {
    if (fixture) rmSync(fixture, { recursive: true, force: true });
    fixture = '';
  });

  /** A repository with one widget folder holding `files`. */
  function widget(files: Record<string, string>): string {
    fixture = mkdtempSync(join(tmpdir(), 'fg-widgets-'));
    mkdirSync(join(fixture, 'widgets', 'rate-us'), { recursive: true });
    for (const [name, text] of Object.entries(files))
      writeFileSync(join(fixture, 'widgets', 'rate-us', name), text);
    return fixture;
  }

  it('is every widgets/<name>/<name>.element.ts, with the component its index.ts exports', () => {
    const elements = widgetElements(root);
    expect(elements.length).toBeGreaterThanOrEqual(16);
    expect(elements.map(({ dir }) => dir)).toEqual([...elements.map(({ dir }) => dir)].sort());
    for (const { dir, contract } of elements) {
      expect(contract.tagName).toBe(`fg-${dir}`);
      expect(contract.component).toMatch(/^[A-Z]\w+$/);
    }
    expect(elements.map(({ contract }) => contract.component)).toContain('BuyTaxFree');
  });

  it('refuses a widget whose index.ts does not export its component', () => {
    const root = widget({
      'rate-us.element.ts': typedSource,
      'index.ts': "export { RatingForm } from './x';\n",
    });
    expect(() => widgetElements(root)).toThrow('widgets/rate-us/index.ts does not export RateUs');
  });

  it('refuses an element that names no component, or an event without its detail type', () => {
    const exported = "export { RateUs } from './rate-us';\n";
    const noComponent = widget({
      'rate-us.element.ts': source.replace(' * @component RateUs\n', ''),
      'index.ts': exported,
    });
    expect(() => widgetElements(noComponent)).toThrow('names no @component');
    rmSync(noComponent, { recursive: true });
    const typed = widget({ 'rate-us.element.ts': source, 'index.ts': exported });
    expect(() => widgetElements(typed)).toThrow('@event fg-failed has no {detail type}');
  });

  it('gives custom-elements.json a property per attribute and a type per event', () => {
    const root = widget({
      'rate-us.element.ts': source.replace(
        ' * @event fg-failed',
        ' * @event {{ message: string }} fg-failed',
      ),
      'index.ts': "export { RateUs, type RateUsProps } from './rate-us';\n",
    });
    const [module] = buildManifest(root).modules;
    const declaration = module?.declarations[0];
    expect(declaration?.members).toEqual([
      {
        kind: 'field',
        name: 'ref',
        type: { text: 'string | undefined' },
        description: 'Reference sent as SystemIdentifier.',
        attribute: 'ref',
      },
      {
        kind: 'field',
        name: 'headingLevel',
        type: { text: "'2' | '3' | undefined" },
        description: 'Level of the heading.',
        attribute: 'heading-level',
      },
    ]);
    expect(declaration?.attributes[1]).toMatchObject({
      type: { text: "'2' | '3'" },
      fieldName: 'headingLevel',
    });
    expect(declaration?.events).toEqual([
      {
        name: 'fg-submitted',
        description: 'The rating was stored.',
        type: { text: 'CustomEvent<{ OptionSelected: number; Nested: { a: 1 } }>' },
      },
      {
        name: 'fg-failed',
        description: 'The rating could not be sent.',
        type: { text: 'CustomEvent<{ message: string }>' },
      },
    ]);
  });
});
