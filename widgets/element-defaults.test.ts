import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseElementContract } from '../scripts/custom-elements';
import { statusColor } from '../src/ui/status-colors';
import * as tokens from '../src/ui/tokens';

/**
 * Every `--fg-*` custom property the tokens define, with its fallback: each token is written as
 * `var(--fg-name, fallback)` (the colours through colorTable), so the strings are the source of truth.
 */
function tokenDefaults(): Map<string, string> {
  const defaults = new Map<string, string>();
  const visit = (value: unknown) => {
    if (typeof value === 'string') {
      const [, name, fallback] = /^var\((--fg-[a-z0-9-]+),\s*(.+)\)$/.exec(value) ?? [];
      if (name && fallback) defaults.set(name, fallback);
    } else if (value && typeof value === 'object') for (const inner of Object.values(value)) visit(inner);
  };
  visit({ ...tokens, statusColor });
  return defaults;
}

/** A documented default that is a value (`#C4105E`, `16px`), not words such as the font's. */
const LITERAL = /^(?:#[0-9a-f]{3,8}|-?\d+(?:\.\d+)?(?:px|em|rem|%)?)$/i;

/**
 * What the element contracts say about the custom properties that disagrees with the tokens: a property
 * no token defines, or a literal `(default …)` other than the token's fallback.
 */
function defaultProblems(sources: Record<string, string>, defaults: Map<string, string>): string[] {
  const problems: string[] = [];
  for (const [file, source] of Object.entries(sources)) {
    for (const { name, description } of parseElementContract(source)?.cssProperties ?? []) {
      const token = defaults.get(name);
      if (token === undefined) {
        problems.push(`${file}: ${name} is no token of src/ui/tokens.ts or status-colors.ts`);
        continue;
      }
      const documented = /\(default ([^)]*)\)/.exec(description)?.[1]?.trim();
      if (documented && LITERAL.test(documented) && documented.toLowerCase() !== token.toLowerCase())
        problems.push(`${file}: ${name} says default ${documented}, the token's is ${token}`);
    }
  }
  return problems;
}

const root = resolve(import.meta.dirname);
const elementSources = Object.fromEntries(
  readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const file = join(entry.name, `${entry.name}.element.ts`);
      try {
        return [[`widgets/${file}`, readFileSync(join(root, file), 'utf8')] as const];
      } catch {
        return [];
      }
    }),
);

describe("the element contracts' custom properties", () => {
  it('are read from every tag', () => {
    expect(Object.keys(elementSources).length).toBeGreaterThanOrEqual(16);
    expect(tokenDefaults().get('--fg-color-primary-strong')).toBe(tokens.colorDefaults.primaryStrong);
    expect(tokenDefaults().get('--fg-color-success')).toBe('#1A6B2D');
    expect(tokenDefaults().get('--fg-space-4')).toBe('16px');
  });

  it("are tokens, and every default they give is the token's (src/ui/tokens.ts)", () => {
    expect(defaultProblems(elementSources, tokenDefaults())).toEqual([]);
  });

  it('name a copied colour that has drifted from its token, and a property that is no token', () => {
    const contract = (line: string) => `/**\n * @tag fg-x\n * @component X\n * ${line}\n */`;
    expect(
      defaultProblems(
        {
          'a.element.ts': contract('@cssproperty --fg-color-primary-strong - Buttons (default #C4105F).'),
          'b.element.ts': contract('@cssproperty --fg-colour-text - Text (default #1F1F29).'),
          'c.element.ts': contract('@cssproperty --fg-radius - Corners (default 6PX).'),
          'd.element.ts': contract('@cssproperty --fg-font-family - Font (default the system UI font).'),
        },
        tokenDefaults(),
      ),
    ).toEqual([
      "a.element.ts: --fg-color-primary-strong says default #C4105F, the token's is #C4105E",
      'b.element.ts: --fg-colour-text is no token of src/ui/tokens.ts or status-colors.ts',
    ]);
  });
});
