import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

interface Described {
  name: string;
  description: string;
}

export interface ElementContract {
  tagName: string;
  description: string;
  attributes: Described[];
  events: Described[];
  cssParts: Described[];
  cssProperties: Described[];
}

const TAGS = {
  attr: 'attributes',
  event: 'events',
  csspart: 'cssParts',
  cssproperty: 'cssProperties',
} as const;

/** The JSDoc block that holds `@tag`, as plain lines without the leading ` * `. */
function contractBlock(source: string): string[] | null {
  for (const match of source.matchAll(/\/\*\*([\s\S]*?)\*\//g)) {
    const lines = (match[1] ?? '').split('\n').map((line) => line.replace(/^\s*\*\s?/, '').trimEnd());
    if (lines.some((line) => line.startsWith('@tag '))) return lines;
  }
  return null;
}

/**
 * Reads an element file's public contract from its JSDoc (`@tag`, `@attr`, `@event`, `@csspart`,
 * `@cssproperty`, each `name - description`), the Shoelace way.
 */
export function parseElementContract(source: string): ElementContract | null {
  const lines = contractBlock(source);
  if (!lines) return null;
  const contract: ElementContract = {
    tagName: '',
    description: '',
    attributes: [],
    events: [],
    cssParts: [],
    cssProperties: [],
  };
  const description: string[] = [];
  let last: Described | null = null;
  for (const line of lines) {
    const tag = /^@(\w+)\s+(\S+)(?:\s+-\s+(.*))?$/.exec(line);
    if (tag) {
      const [, kind = '', name = '', text = ''] = tag;
      if (kind === 'tag') contract.tagName = name;
      else if (kind in TAGS) {
        last = { name, description: text };
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

const className = (tag: string) =>
  tag
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

/** custom-elements.json (schema 2.1.0) for every `widgets/<name>/<name>.element.ts`. */
export function buildManifest(root: string) {
  const widgetsDir = join(root, 'widgets');
  const modules = [];
  for (const dir of readdirSync(widgetsDir, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    const file = join(widgetsDir, dir.name, `${dir.name}.element.ts`);
    let source: string;
    try {
      source = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    const contract = parseElementContract(source);
    if (!contract) throw new Error(`${relative(root, file)} has no JSDoc block with @tag`);
    const path = `widgets/${contract.tagName}.js`;
    modules.push({
      kind: 'javascript-module',
      path,
      declarations: [
        {
          kind: 'class',
          name: className(contract.tagName),
          tagName: contract.tagName,
          customElement: true,
          description: contract.description,
          attributes: contract.attributes.map(({ name, description }) => ({
            name,
            description,
            type: { text: 'string' },
          })),
          events: contract.events,
          cssParts: contract.cssParts,
          cssProperties: contract.cssProperties,
        },
      ],
      exports: [
        {
          kind: 'custom-element-definition',
          name: contract.tagName,
          declaration: { name: className(contract.tagName), module: path },
        },
      ],
    });
  }
  return { schemaVersion: '2.1.0', readme: '', modules };
}
