import type { Described, WidgetElement } from './custom-elements';

/**
 * The values an attribute's JSDoc type allows when it is a union of string literals
 * (`{'virtual' | 'hash'}`), in order; any other type (none, `${number}`, …) has none to list.
 */
export function enumeratedValues(type: string | undefined): string[] {
  if (type === undefined) return [];
  const literals = type.split('|').map((part) => /^\s*'([^']*)'\s*$/.exec(part)?.[1]);
  return literals.every((literal) => literal !== undefined) ? literals : [];
}

const list = (heading: string, entries: Described[], code = (name: string) => `\`${name}\``) =>
  entries.length === 0
    ? []
    : [
        `**${heading}**`,
        ...entries.map(({ name, description }) => `- ${code(name)}${description ? `: ${description}` : ''}`),
      ];

/** A tag's description with what VS Code's format has no field for: events, slots, parts, custom properties. */
function tagMarkdown({ contract }: WidgetElement): string {
  return [
    contract.description,
    ...[
      list('Events', contract.events),
      list('Slots', contract.slots, (name) => (name ? `\`${name}\`` : '(unnamed)')),
      list('Parts (`::part()`)', contract.cssParts),
      list('Custom properties', contract.cssProperties),
    ]
      .filter((lines) => lines.length > 0)
      .map((lines) => lines.join('\n')),
  ].join('\n\n');
}

/**
 * vscode.html-custom-data.json (VS Code's HTML custom data, version 1.1; `html.customData`): per tag its
 * description (markdown, with its events, slots, parts and custom properties) and its attributes, those
 * typed as a union of strings with their `values`.
 */
export function buildVsCodeCustomData(elements: WidgetElement[]) {
  return {
    version: 1.1,
    tags: elements.map((element) => ({
      name: element.contract.tagName,
      description: { kind: 'markdown', value: tagMarkdown(element) },
      attributes: element.contract.attributes.map((attribute) => {
        const values = enumeratedValues(attribute.type);
        return {
          name: attribute.name,
          description: attribute.description,
          ...(values.length > 0 ? { values: values.map((name) => ({ name })) } : {}),
        };
      }),
      references: [],
    })),
  };
}

const named = ({ name, description }: Described) => ({ name, description });

/**
 * web-types.json (JetBrains' Web Types, `web-types` in package.json): per element its attributes with
 * their TypeScript value types, events, slots, parts and custom properties.
 */
export function buildWebTypes(elements: WidgetElement[], version: string) {
  return {
    $schema: 'http://json.schemastore.org/web-types',
    name: 'fg-portal',
    version,
    'description-markup': 'markdown',
    'js-types-syntax': 'typescript',
    contributions: {
      html: {
        elements: elements.map(({ contract }) => ({
          name: contract.tagName,
          description: contract.description,
          attributes: contract.attributes.map((attribute) => ({
            name: attribute.name,
            description: attribute.description,
            value: { type: attribute.type ?? 'string' },
          })),
          events: contract.events.map(named),
          slots: contract.slots.map(named),
          css: { parts: contract.cssParts.map(named), properties: contract.cssProperties.map(named) },
        })),
      },
    },
  };
}
