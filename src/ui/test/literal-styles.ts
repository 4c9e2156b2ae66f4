/**
 * Finds literal colours and sizes in style code, for `no-literal-styles.test.ts`: every colour, font
 * size, spacing, radius and shadow must come from `src/ui/tokens.ts`, every breakpoint from
 * `src/ui/breakpoints.ts`.
 *
 * Style code is a whole `*-styles.ts` file, a module that builds `CSSObject`s, and each `makeStyles` call
 * call elsewhere. In it, every string literal is checked:
 * - colours anywhere: `#hex`, `rgb()`/`hsl()` and the other colour functions, and named colours;
 * - px and rem sizes in the values of the scaled properties ({@link SCALED}): font size, line height,
 *   letter spacing, padding, margin, gaps, radii and shadows;
 * - the tap size `44px` under any property (use `TAP_SIZE`), and width `@media` queries (use `media`).
 *
 * Allowed, because they are structure rather than scale (the allow-list):
 * - `0`, `auto`, percentages, `vw`/`vh`, `ch` and `em` (em is relative to the element's own text: an
 *   underline offset, a glyph's box, room for a prefix);
 * - every width and height (`width`, `maxWidth`, `minHeight`, `flex`, `gridTemplateColumns`…): layout
 *   measures such as a 72rem page or a 14rem column, and the sizes of drawn glyphs (a chevron);
 * - border and outline widths (`1px solid …`, a 3px focus ring, its 2px offset), which are not scanned,
 *   and the same edges drawn as an inset shadow (`inset 0 0 0 1px …`, up to 4px);
 * - `transparent`, `currentColor` and `inherit`;
 * - the exact values in {@link ALLOWED}, each with its reason.
 */

/** Properties whose px/rem values must come from the type, spacing, radius or elevation scales. */
const SCALED =
  /^(fontSize|lineHeight|letterSpacing|padding\w*|margin\w*|gap|rowGap|columnGap|\w*[rR]adius|boxShadow|textShadow)$/;

/** Exact literals allowed in one file, each for a reason the scales cannot express. */
const ALLOWED: ReadonlyArray<{ file: string; value: string; why: string }> = [
  {
    file: 'src/ui/base-styles.ts',
    value: '-1px',
    why: 'the visually-hidden pattern: a 1px box pulled out of flow',
  },
  { file: 'src/ui/choice-styles.ts', value: '2px 0 0', why: 'centres the 20px box on the first 24px line' },
];

/** CSS named colours a style could plausibly spell out (the keywords above excepted). */
const NAMED_COLOURS = new Set(
  (
    'white black red green blue yellow orange pink purple grey gray silver maroon navy teal olive lime ' +
    'aqua fuchsia magenta cyan brown gold indigo violet crimson coral salmon tomato khaki beige ivory ' +
    'lavender plum orchid turquoise tan chocolate firebrick darkred darkgreen darkblue lightgrey lightgray ' +
    'darkgrey darkgray dimgray dimgrey whitesmoke gainsboro hotpink deeppink'
  ).split(' '),
);

const COLOUR_FUNCTION = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/i;
const HEX = /#[0-9a-f]{3,8}\b/i;
const PX_OR_REM = /(?<![\w.])-?\d*\.?\d+(?:px|rem)\b/g;
const WIDTH_MEDIA = /@media[^{]*\((?:min|max)-(?:width|height)\s*:/;
const MAKE_STYLES = /\bmakeStyles\(/;
const STRING_LITERAL = /'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g;

/** One finding: where, and what to use instead. */
export interface LiteralFinding {
  file: string;
  line: number;
  literal: string;
  problem: string;
}

/** Whether a file holds style code, and if only in `makeStyles` calls. */
export function styleScope(file: string, source: string): 'file' | 'blocks' | 'none' {
  if (/-styles\.ts$/.test(file) || /\bCSSObject\b/.test(source)) return 'file';
  return MAKE_STYLES.test(source) ? 'blocks' : 'none';
}

/** Blanks comments, keeping every line break, so positions still map to lines. */
function withoutComments(source: string): string {
  const blank = (text: string) => text.replace(/[^\n]/g, ' ');
  return source.replace(/\/\*[\s\S]*?\*\//g, blank).replace(/^(\s*)\/\/.*$/gm, (line, indent: string) => {
    return indent + blank(line.slice(indent.length));
  });
}

/** The [start, end) ranges of each `makeStyles` call, by balancing parentheses. */
function makeStylesRanges(source: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  // Spelt as a pattern: compact-emotion.test.ts imports every module whose text holds the call.
  const calls = [...source.matchAll(new RegExp(MAKE_STYLES, 'g'))].map((match) => match.index);
  let from = calls[0] ?? -1;
  while (from !== -1) {
    let depth = 0;
    let end = source.length;
    for (let index = from + 'makeStyles'.length; index < source.length; index++) {
      const char = source[index];
      if (char === '(') depth++;
      else if (char === ')' && --depth === 0) {
        end = index + 1;
        break;
      }
    }
    ranges.push([from, end]);
    from = calls.find((index) => index >= end) ?? -1;
  }
  return ranges;
}

const lineAt = (source: string, index: number): number => source.slice(0, index).split('\n').length;

function problemsOf(file: string, key: string | undefined, literal: string): string[] {
  const value = literal.slice(1, -1);
  if (ALLOWED.some((allowed) => file.endsWith(allowed.file) && allowed.value === value)) return [];
  const problems: string[] = [];
  if (HEX.test(value) || COLOUR_FUNCTION.test(value)) problems.push('a literal colour: use a `color` token');
  else if (value.split(/[\s,()]+/).some((word) => NAMED_COLOURS.has(word.toLowerCase()))) {
    problems.push('a named colour: use a `color` token');
  }
  if (/(?<![\w.])44px\b/.test(value)) problems.push('the tap size: use `TAP_SIZE`');
  else if (key !== undefined && SCALED.test(key)) {
    const insetEdge = key === 'boxShadow' && /^inset\b/.test(value);
    const sizes = [...value.matchAll(PX_OR_REM)].map(([size]) => size);
    const offScale = insetEdge ? sizes.filter((size) => !/^-?[0-4]px$/.test(size)) : sizes;
    if (offScale.length > 0) problems.push(`a literal size (${offScale.join(', ')}) in ${key}: use a token`);
  }
  if (WIDTH_MEDIA.test(value)) problems.push('a literal breakpoint: use `media` from src/ui/breakpoints.ts');
  return problems;
}

/** Every literal colour and size in the style code of one file. `file` is the path relative to the repo. */
export function findLiteralStyles(file: string, source: string): LiteralFinding[] {
  const scope = styleScope(file, source);
  if (scope === 'none') return [];
  const code = withoutComments(source);
  const ranges: Array<[number, number]> = scope === 'file' ? [[0, code.length]] : makeStylesRanges(code);
  const findings: LiteralFinding[] = [];
  for (const [start, end] of ranges) {
    const block = code.slice(start, end);
    for (const match of block.matchAll(STRING_LITERAL)) {
      const literal = match[0];
      const before = block.slice(Math.max(0, match.index - 120), match.index);
      const key = /([A-Za-z]+)\s*:\s*$/.exec(before)?.[1];
      for (const problem of problemsOf(file, key, literal)) {
        findings.push({ file, line: lineAt(code, start + match.index), literal, problem });
      }
    }
  }
  // A breakpoint kept in a constant beside the makeStyles call (`const PHONE = '@media …'`) counts too.
  for (const match of scope === 'blocks' ? code.matchAll(STRING_LITERAL) : []) {
    const inBlock = ranges.some(([start, end]) => match.index >= start && match.index < end);
    if (!inBlock && WIDTH_MEDIA.test(match[0])) {
      const problem = 'a literal breakpoint: use `media` from src/ui/breakpoints.ts';
      findings.push({ file, line: lineAt(code, match.index), literal: match[0], problem });
    }
  }
  return findings;
}
