import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findLiteralStyles, styleScope } from './test/literal-styles';

const ROOT = join(import.meta.dirname, '../..');

/** The scales themselves, where the literals live. */
const SCALES = new Set(['src/ui/tokens.ts', 'src/ui/breakpoints.ts']);

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .map((name) =>
      relative(ROOT, join(ROOT, folder, name))
        .split('\\')
        .join('/'),
    )
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('/test/'))
    .filter((file) => !SCALES.has(file));
}

describe('style code', () => {
  const files = ['src', 'widgets', 'portal'].flatMap(sourceFiles);

  it('finds the style modules it should look at', () => {
    const scoped = files.filter(
      (file) => styleScope(file, readFileSync(join(ROOT, file), 'utf8')) !== 'none',
    );
    expect(scoped).toEqual(
      expect.arrayContaining([
        'src/ui/button-styles.ts',
        'src/ui/base-styles.ts',
        'portal/layout/header.tsx',
      ]),
    );
    expect(scoped.length).toBeGreaterThan(50);
  });

  it('has no literal colour, size or breakpoint outside src/ui/tokens.ts and breakpoints.ts', () => {
    const findings = files.flatMap((file) => findLiteralStyles(file, readFileSync(join(ROOT, file), 'utf8')));
    expect(
      findings.map(({ file, line, literal, problem }) => `${file}:${line} ${literal}: ${problem}`),
    ).toEqual([]);
  });
});

describe('findLiteralStyles', () => {
  const stylesFile = [
    "import { color, font, makeStyles, space, TAP_SIZE } from '../../src/ui';",
    '',
    'export const fixtureStyles = makeStyles(() => ({',
    `  ok: { fontSize: font.sizeSmall, padding: space[2], border: \`1px solid \${color.divider}\`, width: '14rem' },`,
    "  bad: { color: '#ff0000', fontSize: '13px' },",
    '  // a comment may say #E81D75 or 13px',
    "  worse: { margin: '0 1.5rem', background: 'rgba(0, 0, 0, 0.1)', minHeight: '44px' },",
    "  named: { borderColor: 'white', '@media (max-width: 599.98px)': { minHeight: TAP_SIZE } },",
    '}));',
  ].join('\n');

  const lines = (file: string, source: string) =>
    findLiteralStyles(file, source).map(({ file: where, line, problem }) => `${where}:${line} ${problem}`);

  it("fails on color: '#ff0000' and fontSize: '13px', naming file and line", () => {
    expect(lines('widgets/fixture/fixture-styles.ts', stylesFile)).toEqual([
      'widgets/fixture/fixture-styles.ts:5 a literal colour: use a `color` token',
      'widgets/fixture/fixture-styles.ts:5 a literal size (13px) in fontSize: use a token',
      'widgets/fixture/fixture-styles.ts:7 a literal size (1.5rem) in margin: use a token',
      'widgets/fixture/fixture-styles.ts:7 a literal colour: use a `color` token',
      'widgets/fixture/fixture-styles.ts:7 the tap size: use `TAP_SIZE`',
      'widgets/fixture/fixture-styles.ts:8 a named colour: use a `color` token',
      'widgets/fixture/fixture-styles.ts:8 a literal breakpoint: use `media` from src/ui/breakpoints.ts',
    ]);
  });

  it('looks only inside makeStyles( in a component file', () => {
    const component = [
      "const label = 'Pay #1 of 2px';",
      "const PHONE = '@media (max-width: 767.98px)';",
      "const styles = makeStyles(() => ({ root: { gap: '10px', color: 'rgb(1, 2, 3)' } }));",
      'export function Thing() {',
      '  return <svg width="12px" />;',
      '}',
    ].join('\n');
    expect(lines('portal/thing.tsx', component)).toEqual([
      'portal/thing.tsx:3 a literal size (10px) in gap: use a token',
      'portal/thing.tsx:3 a literal colour: use a `color` token',
      'portal/thing.tsx:2 a literal breakpoint: use `media` from src/ui/breakpoints.ts',
    ]);
    expect(findLiteralStyles('portal/plain.tsx', "const x = { fontSize: '13px' };")).toEqual([]);
  });

  it('allows structure: borders, focus rings, inset edges, em, layout widths and the listed exceptions', () => {
    const structural = [
      'export const s: CSSObject = {',
      `  outline: \`3px solid \${color.focus}\`, outlineOffset: '2px', borderBottom: '3px solid transparent',`,
      `  boxShadow: \`inset 0 0 0 1px \${color.danger}\`, textUnderlineOffset: '0.2em', maxWidth: '72rem',`,
      `  paddingInlineStart: \`calc(\${space[3]} + 1.25em)\`, gridTemplateColumns: 'minmax(14rem, 1fr)',`,
      "  margin: '-1px', color: 'currentColor',",
      '};',
    ].join('\n');
    expect(lines('src/ui/base-styles.ts', structural)).toEqual([]);
    // The exception belongs to its file only.
    expect(lines('src/ui/other.ts', structural)).toEqual([
      'src/ui/other.ts:5 a literal size (-1px) in margin: use a token',
    ]);
    expect(lines('src/ui/x-styles.ts', "export const s = { boxShadow: 'inset 0 0 0 6px red' };")).toEqual([
      'src/ui/x-styles.ts:1 a named colour: use a `color` token',
      'src/ui/x-styles.ts:1 a literal size (6px) in boxShadow: use a token',
    ]);
  });
});
