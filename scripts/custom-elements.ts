import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface Described {
  name: string;
  description: string;
  /** The TypeScript type written in braces before the name (`@attr {'login' | 'sign-up'} initial-view`). */
  type?: string;
}

export interface ElementContract {
  tagName: string;
  /** The React component the widget's `index.ts` exports for the same widget (`@component`). */
  component: string;
  description: string;
  attributes: Described[];
  events: Described[];
  cssParts: Described[];
  cssProperties: Described[];
  /** `<slot>`s of its shadow root (`@slot name - description`; `@slot - description` is the unnamed one, name ""). */
  slots: Described[];
}

const TAGS = {
  attr: 'attributes',
  event: 'events',
  csspart: 'cssParts',
  cssproperty: 'cssProperties',
  slot: 'slots',
} as const;

/** The JSDoc block that holds `@tag`, as plain lines without the leading ` * `. */
function contractBlock(source: string): string[] | null {
  for (const match of source.matchAll(/\/\*\*([\s\S]*?)\*\//g)) {
    const lines = (match[1] ?? '').split('\n').map((line) => line.replace(/^\s*\*\s?/, '').trimEnd());
    if (lines.some((line) => line.startsWith('@tag '))) return lines;
  }
  return null;
}

/** `{type} rest` → the type (braces balanced, so object types may nest) and the rest; no braces, no type. */
function leadingType(text: string): { type?: string; rest: string } {
  if (!text.startsWith('{')) return { rest: text };
  let depth = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (text[index] === '{') depth += 1;
    else if (text[index] === '}') depth -= 1;
    if (depth === 0) return { type: text.slice(1, index).trim(), rest: text.slice(index + 1).trim() };
  }
  throw new Error(`unbalanced braces in ${text}`);
}

/**
 * Reads an element file's public contract from its JSDoc (`@tag`, `@component`, `@attr`, `@event`,
 * `@csspart`, `@cssproperty`, `@slot`, each `name - description`, attributes and events with an optional
 * `{type}` before the name; `@slot - description` is the unnamed slot), the Shoelace way.
 */
export function parseElementContract(source: string): ElementContract | null {
  const lines = contractBlock(source);
  if (!lines) return null;
  const contract: ElementContract = {
    tagName: '',
    component: '',
    description: '',
    attributes: [],
    events: [],
    cssParts: [],
    cssProperties: [],
    slots: [],
  };
  const description: string[] = [];
  let last: Described | null = null;
  for (const line of lines) {
    const tag = /^@(\w+)\s+(.*)$/.exec(line);
    if (tag) {
      const [, kind = '', body = ''] = tag;
      const { type, rest } = leadingType(body.trim());
      // No name before the ` - `: the unnamed slot's (name "").
      const unnamed = /^-\s+(.*)$/.exec(rest);
      const [, name = '', text = ''] = unnamed
        ? ['', '', unnamed[1]]
        : (/^(\S+)(?:\s+-\s+(.*))?$/.exec(rest) ?? []);
      if (kind === 'tag') contract.tagName = name;
      else if (kind === 'component') contract.component = name;
      else if (kind in TAGS) {
        last = { name, description: text, ...(type === undefined ? {} : { type }) };
        contract[TAGS[kind as keyof typeof TAGS]].push(last);
      }
      continue;
    }
    if (last && line.trim()) last.description = `${last.description} ${line.trim()}`.trim();
    else if (!last) description.push(line);
  }
  contract.description = description.join(' ').replace(/\s+/g, ' ').trim();
  return contract.tagName ? contract : null;
}

/** `fg-rate-us` → `FgRateUs`. */
export const className = (tag: string) =>
  tag
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

/** `thank-you-url` → `thankYouUrl`, the property the element has for the attribute (src/elements/react-renderer.ts). */
export const propertyName = (attribute: string) =>
  attribute.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

export interface WidgetElement {
  /** The widget's folder under `widgets/`. */
  dir: string;
  contract: ElementContract;
}

/**
 * Every widget with a tag, derived from the widgets themselves: each `widgets/<name>/<name>.element.ts`
 * with its JSDoc contract, whose `@component` the widget's `index.ts` must export (the React twin of
 * the tag). Sorted by folder, so every list built from it is stable.
 */
export function widgetElements(root: string): WidgetElement[] {
  const widgetsDir = join(root, 'widgets');
  const found: WidgetElement[] = [];
  const dirs = readdirSync(widgetsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  for (const dir of dirs) {
    const file = join(widgetsDir, dir, `${dir}.element.ts`);
    if (!existsSync(file)) continue;
    const contract = parseElementContract(readFileSync(file, 'utf8'));
    const where = relative(root, file);
    if (!contract) throw new Error(`${where} has no JSDoc block with @tag`);
    if (!contract.component) throw new Error(`${where} names no @component (its React component)`);
    for (const event of contract.events) {
      if (!event.type) throw new Error(`${where}: @event ${event.name} has no {detail type}`);
    }
    const index = join(widgetsDir, dir, 'index.ts');
    const exported = existsSync(index) ? readFileSync(index, 'utf8') : '';
    const exports = new RegExp(`export\\s*\\{[^}]*\\b${contract.component}\\b[^}]*\\}`);
    if (!exports.test(exported)) {
      throw new Error(
        `widgets/${dir}/index.ts does not export ${contract.component}, the React twin of ${contract.tagName}`,
      );
    }
    found.push({ dir, contract });
  }
  return found;
}

const attributeType = (attribute: Described) => attribute.type ?? 'string';

/** custom-elements.json (schema 2.1.0) for every widget element. */
export function buildManifest(root: string) {
  const modules = widgetElements(root).map(({ contract }) => {
    const path = `widgets/${contract.tagName}.js`;
    const name = className(contract.tagName);
    return {
      kind: 'javascript-module',
      path,
      declarations: [
        {
          kind: 'class',
          name,
          tagName: contract.tagName,
          customElement: true,
          description: contract.description,
          // The element's properties, one per attribute; `nonce` is every element's own (HTMLElement.nonce).
          members: contract.attributes
            .filter(({ name: attribute }) => attribute !== 'nonce')
            .map((attribute) => ({
              kind: 'field',
              name: propertyName(attribute.name),
              type: { text: `${attributeType(attribute)} | undefined` },
              description: attribute.description,
              attribute: attribute.name,
            })),
          attributes: contract.attributes.map((attribute) => ({
            name: attribute.name,
            description: attribute.description,
            type: { text: attributeType(attribute) },
            ...(attribute.name === 'nonce' ? {} : { fieldName: propertyName(attribute.name) }),
          })),
          events: contract.events.map((event) => ({
            name: event.name,
            description: event.description,
            type: { text: `CustomEvent<${event.type}>` },
          })),
          slots: contract.slots,
          cssParts: contract.cssParts,
          cssProperties: contract.cssProperties,
        },
      ],
      exports: [
        {
          kind: 'custom-element-definition',
          name: contract.tagName,
          declaration: { name, module: path },
        },
      ],
    };
  });
  return { schemaVersion: '2.1.0', readme: '', modules };
}
