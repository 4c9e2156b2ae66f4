import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import createEmotion, { type CSSInterpolation } from '@emotion/css/create-instance';
import { beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import createCompactEmotion from './compact-emotion';
import type { StyleInstance } from './style-instance';
import type { StyleTools } from './styles';

type SheetFactory = Parameters<typeof import('./styles').makeStyles>[0];

// Every sheet the element bundle can load registers here when its module is imported below.
const sheets = vi.hoisted(() => [] as Array<{ factory: SheetFactory; declaredAt: string }>);
vi.mock('./styles', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./styles')>();
  return {
    ...actual,
    makeStyles: (factory: SheetFactory) => {
      // The stack's third line is the module that called makeStyles, for the failure messages.
      sheets.push({ factory, declaredAt: new Error().stack?.split('\n')[2]?.trim() ?? '' });
      return actual.makeStyles(factory);
    },
  };
});

const repository = resolve(import.meta.dirname, '..', '..');

/** Source files of the element bundle (src and widgets) that declare style sheets. */
function modulesWithSheets(): string[] {
  return ['src', 'widgets']
    .flatMap((folder) =>
      readdirSync(join(repository, folder), { recursive: true, encoding: 'utf8' }).map((file) =>
        join(repository, folder, file),
      ),
    )
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('styles.tsx'))
    .filter((file) => readFileSync(file, 'utf8').includes('makeStyles('));
}

// Imported while the file is collected, so that each sheet they declare gets a test of its own.
const sheetModules = modulesWithSheets();
for (const module of sheetModules) await import(/* @vite-ignore */ module);

let insertRule: MockInstance<CSSStyleSheet['insertRule']>;
beforeEach(() => {
  insertRule = vi.spyOn(CSSStyleSheet.prototype, 'insertRule');
});

/** The rules the engine handed to the style sheets inside `container` or adopted by it, in order. */
function rulesInsertedInto(container: ParentNode & Partial<DocumentOrShadowRoot>, from = 0): string {
  const sheets = new Set<unknown>(Array.from(container.querySelectorAll('style'), (tag) => tag.sheet));
  for (const adopted of container.adoptedStyleSheets ?? []) sheets.add(adopted);
  const { calls, contexts } = insertRule.mock;
  let rules = '';
  for (let index = from; index < calls.length; index += 1) {
    if (sheets.has(contexts[index])) rules += calls[index]?.[0] ?? '';
  }
  return rules;
}

/**
 * What the compact engine wrote into `container` since the last call: each call reads only the rules
 * inserted since (reading them all each time made the sheet tests quadratic in their rules).
 */
function newRulesIn(container: ShadowRoot): () => string {
  let seen = 0;
  return () => {
    const rules = rulesInsertedInto(container, seen);
    seen = insertRule.mock.calls.length;
    return rules;
  };
}

/** What emotion (development mode: a style tag per rule) wrote into `container` since the last call. */
function newStyleTagsIn(container: ShadowRoot): () => string {
  let seen = 0;
  return () => {
    const tags = container.children;
    let text = '';
    for (; seen < tags.length; seen += 1) text += tags[seen]?.textContent ?? '';
    return text;
  };
}

/** A shadow root of its own, as each widget element has. */
function shadowContainer(): ShadowRoot {
  const host = document.createElement('div');
  document.body.append(host);
  return host.attachShadow({ mode: 'open' });
}

/** A compact instance in a container of its own; `written()` is the CSS it has inserted. */
function instanceIn() {
  const container = shadowContainer();
  return {
    compact: createCompactEmotion({ key: 'fg', container }),
    written: () => rulesInsertedInto(container),
  };
}

/** What `method` writes for `input` in a compact instance and in emotion's, names and prefixes aside. */
function writtenByBoth(method: 'css' | 'keyframes', input: CSSInterpolation) {
  const emotionContainer = document.createElement('div');
  const emotionName = createEmotion({ key: 'fg', container: emotionContainer })[method](input);
  const { compact, written } = instanceIn();
  const compactName = compact[method](input);
  return {
    compact: normalise(written(), [compactName]),
    emotion: normalise(emotionContainer.textContent ?? '', [emotionName]),
  };
}

describe('createCompactEmotion', () => {
  it('inserts each class once into one constructed sheet its shadow root adopts: no style tag, no nonce needed', () => {
    const shadow = shadowContainer();
    const compact = createCompactEmotion({ key: 'fgx', container: shadow, nonce: 'n0nce' });

    const first = compact.css({ color: 'red' });
    const again = compact.css({ color: 'red' });
    const second = compact.css({ color: 'blue' });

    expect(first).toMatch(/^fgx-[0-9a-z]+$/);
    expect(again).toBe(first);
    expect(second).not.toBe(first);
    expect(shadow.querySelectorAll('style')).toHaveLength(0);
    expect(shadow.adoptedStyleSheets).toHaveLength(1);
    // First the host's display: block (a width on the tag applies), then the classes.
    expect(shadow.adoptedStyleSheets[0]?.cssRules).toHaveLength(3);
    expect(shadow.adoptedStyleSheets[0]?.cssRules[0]?.cssText).toMatch(/^:host\s*\{\s*display: block;\s*\}$/);
    expect(rulesInsertedInto(shadow)).toBe(`.${first}{color:red;}.${second}{color:blue;}`);
    shadow.host.remove();
  });

  it('adds its sheet to those the shadow root already adopts, keeping them', () => {
    const shadow = shadowContainer();
    const hosts = new CSSStyleSheet();
    shadow.adoptedStyleSheets = [hosts];
    createCompactEmotion({ key: 'fg', container: shadow }).css({ margin: 0 });
    expect(shadow.adoptedStyleSheets).toHaveLength(2);
    expect(shadow.adoptedStyleSheets[0]).toBe(hosts);
  });

  it('adopts its sheet into the document when it has no container', () => {
    const before = document.adoptedStyleSheets.length;
    const compact = createCompactEmotion({ key: 'fghead' });
    const name = compact.css({ margin: 0 });
    expect(document.head.querySelector('style')).toBeNull();
    expect(document.adoptedStyleSheets).toHaveLength(before + 1);
    expect(rulesInsertedInto(document)).toContain(`.${name}{margin:0;}`);
    document.adoptedStyleSheets = document.adoptedStyleSheets.slice(0, before);
  });

  describe('where the browser has no constructable style sheets', () => {
    beforeEach(() => {
      // A CSSStyleSheet without the constructable sheets' methods, as in browsers before 2023.
      vi.stubGlobal('CSSStyleSheet', class {});
      return () => vi.unstubAllGlobals();
    });

    it('falls back to one style tag in its container, with the nonce, and warns of nothing', () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const shadow = shadowContainer();
      const compact = createCompactEmotion({ key: 'fgx', container: shadow, nonce: 'n0nce' });
      const first = compact.css({ color: 'red' });
      const second = compact.css({ color: 'blue' });
      const tags = shadow.querySelectorAll('style');
      expect(tags).toHaveLength(1);
      expect(tags[0]?.getAttribute('nonce')).toBe('n0nce');
      expect(shadow.adoptedStyleSheets).toHaveLength(0);
      expect(rulesInsertedInto(shadow)).toBe(`.${first}{color:red;}.${second}{color:blue;}`);
      expect(warn).not.toHaveBeenCalled();
      warn.mockRestore();
    });

    it('without a nonce, tells the developer once which tag and how to fix it', () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const shadow = shadowContainer();
      const compact = createCompactEmotion({ key: 'fg', container: shadow });
      compact.css({ color: 'red' });
      compact.css({ color: 'blue' });
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toMatch(
        /^<div> cannot style itself: no CSP nonce.*Fix: add <meta name="csp-nonce"/,
      );
      warn.mockRestore();
    });
  });

  it('goes on past a rule the browser refuses, as a style sheet would', () => {
    const { compact, written } = instanceIn();
    insertRule.mockImplementationOnce(() => {
      throw new DOMException('unknown selector', 'SyntaxError');
    });
    const name = compact.css({ '&:future-pseudo': { color: 'red' }, '&:hover': { color: 'blue' } });
    expect(written()).toBe(`.${name}:future-pseudo{color:red;}.${name}:hover{color:blue;}`);
    expect(insertRule.mock.results.map((result) => result.type)).toEqual(['throw', 'return']);
  });

  it('gives numbers px except zero, unitless properties and custom properties', () => {
    const { compact, written } = instanceIn();
    const name = compact.css({
      width: 44,
      margin: 0,
      lineHeight: 1.5,
      fontWeight: 600,
      zIndex: 2,
      '--fg-gap': 3,
    });
    expect(written()).toBe(
      `.${name}{width:44px;margin:0;line-height:1.5;font-weight:600;z-index:2;--fg-gap:3;}`,
    );
  });

  it('hyphenates property names, keeps custom properties as written and skips empty values', () => {
    const { compact, written } = instanceIn();
    const name = compact.css({
      borderRightColor: 'transparent',
      WebkitAppearance: 'none',
      '--fg-colorPrimary': 'blue',
      color: undefined,
      outline: null,
      visibility: false,
    } as Record<string, string | null | undefined | boolean>);
    expect(written()).toBe(
      `.${name}{border-right-color:transparent;-webkit-appearance:none;--fg-colorPrimary:blue;}`,
    );
  });

  it('writes fallback values in order', () => {
    const { compact, written } = instanceIn();
    const name = compact.css({ display: ['block', 'contents'] });
    expect(written()).toBe(`.${name}{display:block;display:contents;}`);
  });

  it('nests selectors: & is the parent, lists multiply, no & means a descendant', () => {
    const { compact, written } = instanceIn();
    const name = compact.css({
      color: 'red',
      '&:hover, &:focus-visible': { color: 'blue', '& svg': { fill: 'currentColor' } },
      'a[href]': { textDecoration: 'underline' },
      padding: 4,
    });
    const c = `.${name}`;
    expect(written()).toBe(
      `${c}{color:red;padding:4px;}${c}:hover,${c}:focus-visible{color:blue;}` +
        `${c}:hover svg,${c}:focus-visible svg{fill:currentColor;}${c} a[href]{text-decoration:underline;}`,
    );
  });

  it('keeps commas inside a selector function, on the parent side too', () => {
    const { compact, written } = instanceIn();
    const name = compact.css({ '&:is(:hover, :focus), &.open': { '&:not(.a, .b)': { color: 'red' } } });
    const c = `.${name}`;
    expect(written()).toBe(`${c}:is(:hover, :focus):not(.a, .b),${c}.open:not(.a, .b){color:red;}`);
  });

  it('wraps at-rules round the rules they hold', () => {
    const { compact, written } = instanceIn();
    const name = compact.css({
      gap: 8,
      '@media (min-width: 40em)': { gap: 16, '&:hover': { gap: 24 } },
    });
    const c = `.${name}`;
    expect(written()).toBe(`${c}{gap:8px;}@media (min-width: 40em){${c}{gap:16px;}${c}:hover{gap:24px;}}`);
  });

  it('flattens arrays of styles and ignores falsy entries', () => {
    const { compact, written } = instanceIn();
    const name = compact.css([{ color: 'red' }, false, [{ margin: 1 }, null]]);
    expect(written()).toBe(`.${name}{color:red;margin:1px;}`);
  });

  it('inserts keyframes once and returns their name', () => {
    const { compact, written } = instanceIn();
    const spin = compact.keyframes({ from: { opacity: 0 }, to: { transform: 'rotate(360deg)' } });
    expect(compact.keyframes({ from: { opacity: 0 }, to: { transform: 'rotate(360deg)' } })).toBe(spin);
    expect(spin).toMatch(/^animation-[0-9a-z]+$/);
    expect(written()).toBe(`@keyframes ${spin}{from{opacity:0;}to{transform:rotate(360deg);}}`);
  });

  it('writes keyframes as emotion does, a list of stops and nested arrays of styles included', () => {
    const frames = [{ '0%, 100%': { opacity: 0, width: 4 }, '50%': [{ opacity: 1 }, { width: 8 }] }];
    const { compact, emotion } = writtenByBoth('keyframes', frames);
    expect(compact).toBe(emotion);
  });

  describe('cx', () => {
    it('merges two of its classes into one whose later styles win, whatever order they were made in', () => {
      const { compact, written } = instanceIn();
      const primary = compact.css({ color: 'white' });
      const base = compact.css({ color: 'black', padding: 4 });
      const merged = compact.cx(base, primary);
      expect(merged).toMatch(/^fg-[0-9a-z]+$/);
      expect(written()).toContain(`.${merged}{color:black;padding:4px;color:white;}`);
      expect(compact.cx(base, primary)).toBe(merged);
    });

    it('keeps class names it did not make, and skips falsy ones', () => {
      const { compact } = instanceIn();
      const base = compact.css({ color: 'black' });
      const extra = compact.css({ margin: 0 });
      expect(compact.cx(base, false, 'host-class')).toBe(`${base} host-class`);
      expect(compact.cx('host-class other', undefined, base, null, extra)).toMatch(
        /^host-class other fg-[0-9a-z]+$/,
      );
      expect(compact.cx(undefined, false)).toBe('');
    });

    it('returns one class of its own unchanged', () => {
      const { compact } = instanceIn();
      const base = compact.css([{ color: 'black' }, { margin: 0 }]);
      expect(compact.cx(base)).toBe(base);
    });
  });

  // One test per sheet: all of them, and every pair of each sheet's classes, in one test took about 4 s
  // (near vitest's 5 s limit on a busy machine); each sheet alone takes milliseconds.
  describe('emits what emotion emits for every style sheet of the element bundle, and for their pairs in cx', () => {
    it('finds every module of the element bundle that declares a sheet', () => {
      expect(sheetModules.length).toBeGreaterThan(30);
      expect(sheets.length).toBeGreaterThanOrEqual(sheetModules.length);
    });

    it.each(
      sheets.map(
        (sheet) =>
          [
            sheet.declaredAt
              .replace(/^at (.*\()?/, '')
              .replace(`${repository}/`, '')
              .replace(/\)$/, ''),
            sheet,
          ] as const,
      ),
    )('%s', (where, { factory }) => {
      const emotion = recorder((container) => createEmotion({ key: 'fg', container }), newStyleTagsIn);
      const compact = recorder((container) => createCompactEmotion({ key: 'fg', container }), newRulesIn);
      const emotionClasses = emotion.classes(factory);
      const compactClasses = compact.classes(factory);
      expect(compact.keyframes(), `${where} keyframes`).toEqual(emotion.keyframes());
      const names = Object.keys(emotionClasses);
      for (const name of names) {
        expect(compact.cssOf(compactClasses[name]), `${where} ${name}`).toBe(
          emotion.cssOf(emotionClasses[name]),
        );
      }
      for (const first of names) {
        for (const second of names.filter((name) => name !== first)) {
          const merged = compact.cx(compactClasses[first], compactClasses[second]);
          const emotionMerged = emotion.cx(emotionClasses[first], emotionClasses[second]);
          expect(compact.cssOf(merged), `${where} cx(${first}, ${second})`).toBe(
            emotion.cssOf(emotionMerged),
          );
        }
      }
    });
  });

  it('emits what emotion emits for the same styles, short of vendor prefixes', () => {
    const styles = {
      display: 'flex',
      gap: 8,
      fontFamily: 'system-ui, sans-serif',
      transition: 'color 0.2s ease, background-color 0.2s ease',
      '&:hover:not(:disabled), &:focus-visible': { color: 'blue' },
      '& + &': { marginTop: 0 },
      '&:is(:hover, :focus), &.open': { '&:not(.a, .b) svg': { fill: 'red' } },
      '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
    };
    const { compact, emotion } = writtenByBoth('css', styles);
    expect(compact).toBe(emotion);
  });
});

/** An instance writing into a container of its own, and what each of its classes wrote, normalised. */
function recorder(
  create: (container: ShadowRoot) => StyleInstance,
  reader: (container: ShadowRoot) => () => string,
) {
  const container = shadowContainer();
  const instance = create(container);
  const writtenSince = reader(container);
  const written = new Map<string, string>();
  const animations: string[] = [];
  const record = (run: () => string): string => {
    writtenSince();
    const result = run();
    const name = result.split(' ').at(-1) ?? '';
    const css = writtenSince();
    if (css) written.set(name, normalise(css, [name, ...animations]));
    return result;
  };
  const tools: StyleTools = {
    keyframes: (...styles) => {
      const name = record(() => instance.keyframes(...styles));
      animations.push(name);
      return name;
    },
  };
  return {
    classes: (factory: SheetFactory): Record<string, string> =>
      Object.fromEntries(
        Object.entries(factory(tools)).map(([name, style]) => [name, record(() => instance.css(style))]),
      ),
    cx: (...classNames: Array<string | undefined>) => record(() => instance.cx(...classNames)),
    cssOf: (className = '') => written.get(className.split(' ').at(-1) ?? ''),
    keyframes: () => animations.map((name) => written.get(name)),
  };
}

/** Class names and insignificant whitespace aside, with emotion's vendor-prefixed copies removed. */
function normalise(css: string, generatedNames: string[]): string {
  return generatedNames
    .reduce((text, name, index) => text.replaceAll(name, `N${index}`), css)
    .replace(/\s*([,>+~{};:])\s*/g, '$1')
    .replace(/\s+/g, ' ')
    .replace(/@-(webkit|moz|ms)-keyframes [^{]+\{([^{}]*\{[^{}]*\})*\}/g, '')
    .replace(/(?<=^|[{;])(-(webkit|moz|ms)-[a-z-]+:[^;{}]*|[a-z-]+:-(webkit|moz|ms)-[^;{}]*);/g, '')
    .replace(/(?<=^|[{}])[^{}]*-(webkit|moz|ms)-[^{}]*\{[^{}]*\}/g, '')
    .replace(/(?<=^|[{}])[^{}]+\{\}/g, '');
}
