import type createEmotion from '@emotion/css/create-instance';
import type { CSSInterpolation } from '@emotion/css/create-instance';
import type { StyleInstance } from './style-instance';

/**
 * The element bundle's stand-in for `@emotion/css/create-instance` (vite.config.ts aliases it there,
 * as it aliases React to preact/compat): `css`, `cx` and `keyframes` with emotion's semantics, in
 * about 1 KB instead of emotion's 6 KB, which is what lets each tag fit its size budget. One instance
 * per element writes into a constructable style sheet adopted by the element's shadow root (or the
 * document), which a strict `style-src` does not govern, so a host page needs no nonce; where the
 * browser has no constructable sheets, into a `<style nonce>` tag in the container, as emotion does.
 * `compact-emotion.test.ts` checks that it emits the same CSS as emotion for every style sheet in the
 * code base; emotion's vendor prefixes are left out, as the browsers we support need none.
 */

type Options = Pick<Parameters<typeof createEmotion>[0], 'key' | 'container' | 'nonce'>;
type StyleObject = { [property: string]: unknown };

/** Properties whose numbers take no `px`: part of emotion's list; the test fails if a sheet needs more. */
const UNITLESS = /^(flex(Grow|Shrink)?|fontWeight|lineHeight|opacity|order|zIndex|zoom|gridRow|gridColumn)$/;

function styleObjects(input: unknown, into: StyleObject[] = []): StyleObject[] {
  if (Array.isArray(input)) for (const item of input) styleObjects(item, into);
  else if (input && typeof input === 'object') into.push(input as StyleObject);
  return into;
}

function declaration(property: string, value: unknown): string {
  const custom = property.startsWith('--');
  const name = custom ? property : property.replace(/[A-Z]|^ms/g, '-$&').toLowerCase();
  const text =
    typeof value === 'number' && value !== 0 && !custom && !UNITLESS.test(property) ? `${value}px` : value;
  return `${name}:${text};`;
}

/** Splits a selector list at its commas, but not at those inside `:is(…)` and the like. */
const selectorList = (selectors: string) => selectors.split(/,(?![^(]*\))/);

/** `&` stands for each parent selector; a selector without one is a descendant of them. */
function nestedSelector(child: string, parent: string): string {
  const parents = selectorList(parent);
  return selectorList(child)
    .flatMap((part) =>
      parents.map((outer) => (part.includes('&') ? part.replace(/&/g, outer) : `${outer} ${part}`)),
    )
    .map((selector) => selector.trim())
    .join(',');
}

/** The rules for `styles` under `selector`: its own declarations first, nested rules after, as stylis emits them. */
function rules(styles: StyleObject[], selector: string): string[] {
  let declarations = '';
  const nested: string[] = [];
  for (const style of styles) {
    for (const [key, value] of Object.entries(style)) {
      if (value == null || typeof value === 'boolean') continue;
      if (typeof value !== 'object') declarations += declaration(key, value);
      else if (Array.isArray(value) && typeof value[0] !== 'object')
        for (const fallback of value) declarations += declaration(key, fallback);
      else if (key.startsWith('@')) nested.push(`${key}{${rules(styleObjects(value), selector).join('')}}`);
      else nested.push(...rules(styleObjects(value), nestedSelector(key, selector)));
    }
  }
  return declarations ? [`${selector}{${declarations}}`, ...nested] : nested;
}

/** FNV-1a, for class names that stay the same for the same styles. */
function hash(text: string): string {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++)
    value = Math.imul(value ^ text.charCodeAt(index), 0x1000193);
  return (value >>> 0).toString(36);
}

/**
 * The sheet an instance writes to: a constructed one adopted by the container's root (a shadow root, or
 * the document; it starts with the shadow host's `display: block`, which means nothing in a document), else a `<style>` tag in the container with the nonce. Without either, a strict CSP
 * drops the tag's rules, so the page's developer is told once how to fix it.
 */
function openSheet(container: Node | undefined, nonce: string | undefined): CSSStyleSheet | null {
  const root: Node & Partial<DocumentOrShadowRoot> = (container ?? document).getRootNode();
  if (root.adoptedStyleSheets && 'replaceSync' in CSSStyleSheet.prototype) {
    const adopted = new CSSStyleSheet();
    // A tag is a block a host can size, unless a rule of the host's says otherwise (`:host` loses to any).
    adopted.replaceSync(':host{display:block}');
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, adopted];
    return adopted;
  }
  const tag = document.createElement('style');
  if (nonce) tag.setAttribute('nonce', nonce);
  else if (root instanceof ShadowRoot)
    console.warn(
      `<${root.host.localName}> cannot style itself: no CSP nonce, no constructable style sheets. Fix: add <meta name="csp-nonce" content="…">.`,
    );
  (container ?? document.head).appendChild(tag);
  return tag.sheet;
}

export default function createCompactEmotion({ key, container, nonce }: Options): StyleInstance {
  // Every name inserted: a class with its styles (for cx), keyframes with none.
  const inserted = new Map<string, StyleObject[] | undefined>();
  let sheet: CSSStyleSheet | null | undefined;

  // Through the CSSOM, as emotion does in production: appending text would re-parse the whole sheet.
  const insertOnce = (name: string, styles: StyleObject[] | undefined, cssRules: () => string[]): string => {
    if (!inserted.has(name)) {
      inserted.set(name, styles);
      sheet ??= openSheet(container, nonce);
      for (const rule of cssRules()) {
        try {
          sheet?.insertRule(rule, sheet.cssRules.length);
        } catch {
          // A rule this browser cannot parse is dropped, as it would be from a style sheet.
        }
      }
    }
    return name;
  };

  const classFor = (styles: StyleObject[]): string => {
    const className = `${key}-${hash(JSON.stringify(styles))}`;
    return insertOnce(className, styles, () => rules(styles, `.${className}`));
  };

  // As emotion's cx: two or more of our classes become one class of their styles in argument order.
  const cx = (...classNames: Array<string | false | null | undefined>): string => {
    const joined = classNames.filter(Boolean).join(' ');
    const ours: StyleObject[][] = [];
    let others = '';
    for (const name of joined.split(' ')) {
      const styles = inserted.get(name);
      if (styles) ours.push(styles);
      else if (name) others += `${name} `;
    }
    return ours.length < 2 ? joined : others + classFor(ours.flat());
  };

  const keyframes = (...input: CSSInterpolation[]): string => {
    // Each stop is a rule nested under no selector: `from{…}`, `0%,100%{…}`.
    const body = rules(styleObjects(input), '').join('');
    const name = `animation-${hash(body)}`;
    return insertOnce(name, undefined, () => [`@keyframes ${name}{${body}}`]);
  };

  return { css: (...input) => classFor(styleObjects(input)), cx, keyframes };
}
