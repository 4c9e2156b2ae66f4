import createEmotion from '@emotion/css/create-instance';
import type { StyleInstance } from './style-instance';

/** The CSS a render wrote through one instance, in the order it was written. */
export interface ExtractedStyles {
  /** The instance's class-name prefix (`fg`). */
  key: string;
  /** Emotion's names of the inserted rules (a class is `${key}-${name}`). */
  names: string[];
  css: string;
}

/**
 * An emotion instance for rendering outside a browser (the portal's build-time prerender,
 * scripts/prerender.ts), and what it wrote. In Node emotion keeps each rule in `cache.inserted` instead
 * of a style tag; insertion order is recorded too, since the cascade depends on it. Only Node code
 * imports this module, so the element bundle (where emotion is swapped for compact-emotion) never sees it.
 */
export function createExtractingStyleInstance(key = 'fg'): {
  styles: StyleInstance;
  extract(): ExtractedStyles;
} {
  const emotion = createEmotion({ key });
  const { cache } = emotion;
  const order: string[] = [];
  const insert = cache.insert;
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    if (!order.includes(serialized.name)) order.push(serialized.name);
    return insert(selector, serialized, sheet, shouldCache);
  };
  return {
    styles: emotion,
    extract() {
      const names = order.filter((name) => typeof cache.inserted[name] === 'string');
      return { key, names, css: names.map((name) => cache.inserted[name]).join('') };
    },
  };
}

/**
 * The style tag a browser's emotion instance with the same key adopts on start: it marks every name in
 * `data-emotion` as inserted, so the client writes none of these rules again (no duplicate, no flash).
 * `nonce` is the page's CSP nonce (the site server fills its `__CSP_NONCE__` placeholder per response).
 */
export function styleTag({ key, names, css }: ExtractedStyles, nonce: string): string {
  if (names.length === 0) return '';
  // Nothing in a style element may end it early.
  const safe = css.replace(/<\/style/gi, '<\\/style');
  return `<style data-emotion="${key} ${names.join(' ')}" nonce="${nonce}">${safe}</style>`;
}
