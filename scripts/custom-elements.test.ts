import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
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
 * @slot - Shown under the form.
 * @slot fg-note-* - A note,
 *   one per score.
 */
export const FgRateUs = defineWidget({});
`;
/** The same contract with every event's detail typed. */
const typedSource = source.replace(' * @event fg-failed', ' * @event {{ message: string }} fg-failed');

it('reads the tag, component, description, typed attributes and events, parts, custom properties and slots', () => {
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
    slots: [
      { name: '', description: 'Shown under the form.' },
      { name: 'fg-note-*', description: 'A note, one per score.' },
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
    expect(declaration?.slots).toEqual([
      { name: '', description: 'Shown under the form.' },
      { name: 'fg-note-*', description: 'A note, one per score.' },
    ]);
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

/** The .ts/.tsx file a relative import names, or null (a package, or a file of another kind). */
function resolveImport(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((file) => /\.tsx?$/.test(file) && existsSync(file)) ?? null;
}

/** Every source file `entry` reaches through relative imports (static and dynamic), itself included. */
function reachable(entry: string): string[] {
  const seen = new Set([entry]);
  const queue = [entry];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(
      /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g,
    )) {
      const found = resolveImport(file, specifier);
      if (found && !seen.has(found)) {
        seen.add(found);
        queue.push(found);
      }
    }
  }
  return [...seen];
}

/**
 * The names of the `<slot>`s a source file renders: `<slot>` is "", `<slot name="x">` x, and
 * `<slot name={x}>` the template or string `const x` holds in the same file, `${…}` read as `*`.
 * A name it cannot read comes back as `?`, which no contract documents.
 */
function renderedSlots(source: string): string[] {
  return [...source.matchAll(/<slot\b([^>]*?)\/?>/g)].map(([, attributes = '']) => {
    const [, literal, variable] = /\bname=(?:"([^"]*)"|\{(\w+)\})/.exec(attributes) ?? [];
    if (literal !== undefined) return literal;
    if (variable === undefined) return /\bname=/.test(attributes) ? '?' : '';
    const held = new RegExp(`const ${variable}\\s*=\\s*(?:\`([^\`]*)\`|'([^']*)')`).exec(source);
    const text = held?.[1] ?? held?.[2];
    return text === undefined ? '?' : text.replace(/\$\{[^}]*\}/g, '*');
  });
}

it('reads the slot names a source renders', () => {
  expect(renderedSlots('<div><slot /><slot name="note"></slot></div>')).toEqual(['', 'note']);
  // login-form.tsx renders <slot name={slot} />, slot a template: fg-credentials- and an id.
  const loginForm = readFileSync(resolve(import.meta.dirname, '../widgets/login/login-form.tsx'), 'utf8');
  expect(renderedSlots(loginForm)).toEqual(['fg-credentials-*']);
  expect(renderedSlots('<slot name={props.slot} />')).toEqual(['?']);
});

// Every <slot> a shadow tag's code can render is in its contract, and nothing else: its element file
// and every file it reaches through relative imports, read for <slot> (over-counting a file's slot
// rendered only elsewhere would fail here, not pass). A light-DOM tag has no shadow root, so no slot.
it("documents exactly the slots each tag's code renders", () => {
  const root = resolve(import.meta.dirname, '..');
  for (const { dir, contract } of widgetElements(root)) {
    const entry = join(root, 'widgets', dir, `${dir}.element.ts`);
    const lightDom = /\bshadow:\s*false\b/.test(readFileSync(entry, 'utf8'));
    const rendered = lightDom
      ? []
      : reachable(entry).flatMap((file) => renderedSlots(readFileSync(file, 'utf8')));
    const documented = contract.slots.map(({ name }) => name);
    expect([...new Set(documented)].sort(), contract.tagName).toEqual([...new Set(rendered)].sort());
    expect(documented, contract.tagName).toHaveLength(new Set(documented).size);
  }
  const slotted = widgetElements(root).filter(({ contract }) => contract.slots.length > 0);
  expect(slotted.map(({ contract }) => contract.tagName)).toEqual([
    'fg-buy-secured-investment',
    'fg-buy-tax-free',
    'fg-buy-unit-trust',
  ]);
});
