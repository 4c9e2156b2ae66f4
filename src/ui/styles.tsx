import type { CSSInterpolation } from '@emotion/css/create-instance';
import { createContext, useContext } from 'react';
import { type ComponentStyles, createStyleInstance, type StyleInstance } from './style-instance';

let fallbackInstance: StyleInstance | undefined;

/**
 * The page's own instance, on the document: for what a widget draws in its light DOM (credential
 * fields slotted into its shadow root). Created on first use rather than at import so importing the
 * module never touches `document`.
 */
export const documentStyleInstance = (): StyleInstance => {
  fallbackInstance ??= createStyleInstance();
  return fallbackInstance;
};

/**
 * The instance every design-system component below its provider writes its styles through:
 * `<StyleContext.Provider value={instance}>`.
 */
export const StyleContext = createContext<StyleInstance | null>(null);

/** The emotion instance in scope: the nearest StyleContext provider's, else a shared one on `document.head`. */
function useStyleInstance(): StyleInstance {
  return useContext(StyleContext) ?? documentStyleInstance();
}

/** `css` and `cx` bound to the emotion instance in scope. Never import them from `@emotion/css`. */
export function useStyles(): Pick<StyleInstance<CSSInterpolation>, 'css' | 'cx'> {
  return useStyleInstance();
}

/** What a {@link makeStyles} factory receives. */
export type StyleTools = Pick<StyleInstance<CSSInterpolation>, 'keyframes'>;

/** Declares a component's styles once, at module level; read them with {@link useClasses}. */
export function makeStyles<K extends string>(
  factory: (tools: StyleTools) => Record<K, CSSInterpolation>,
): ComponentStyles<K> {
  return { factory, cache: new WeakMap() };
}

/**
 * The class names of `sheet` in the emotion instance in scope. Serialised the first time per instance,
 * then served from the cache, so re-renders cost a WeakMap lookup.
 */
export function useClasses<K extends string>(sheet: ComponentStyles<K>): Record<K, string> {
  const emotion = useStyleInstance();
  let classes = sheet.cache.get(emotion);
  if (!classes) {
    const definitions = sheet.factory({ keyframes: emotion.keyframes });
    const entries = (Object.keys(definitions) as K[]).map((name) => [name, emotion.css(definitions[name])]);
    classes = Object.fromEntries(entries) as Record<K, string>;
    sheet.cache.set(emotion, classes);
  }
  return classes;
}
