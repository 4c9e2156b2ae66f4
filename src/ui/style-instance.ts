import createEmotion from '@emotion/css/create-instance';

/**
 * A style as the instance takes it: an object of CSS declarations (nested rules as objects), a class
 * name, or a list of them. Emotion's own type for it is `CSSInterpolation`, which the design system
 * writes its styles with (`makeStyles`, `useStyles`); this file names none of emotion's types, so the
 * package's typings, which reach `StyleInstance` through `createStyleInstance` and `WidgetProvider`'s
 * `styles` and `ComponentStyles` through the widgets' style sheets, need no emotion package in a host
 * (issue 47).
 */
type StyleInput = object | string | number | boolean | null | undefined;

/**
 * The part of an emotion instance the design system uses. Keeping to it lets the element bundle swap
 * in `compact-emotion.ts` (see vite.config.ts), which implements exactly this. `Style` is what `css`
 * and `keyframes` take: emotion's `CSSInterpolation` where the design system writes styles.
 */
export interface StyleInstance<Style = StyleInput> {
  /** Serialises the styles, inserts them once and returns their class name. */
  css(...styles: Style[]): string;
  /** Joins class names; two or more of this instance's classes merge into one, later ones winning. */
  cx(...classNames: Array<string | false | null | undefined>): string;
  /** Inserts `@keyframes` and returns the animation's name. */
  keyframes(...styles: Style[]): string;
}

/**
 * A component's style declarations, serialised lazily once per instance: what `makeStyles` (styles.tsx)
 * returns, declared here so the typings of a module that exports one name no emotion type.
 */
export interface ComponentStyles<K extends string> {
  readonly factory: (tools: Pick<StyleInstance, 'keyframes'>) => Record<K, StyleInput>;
  readonly cache: WeakMap<StyleInstance, Record<K, string>>;
}

/** Options for {@link createStyleInstance}. */
export interface StyleInstanceOptions {
  /** Where style tags go: a widget's shadow root. Defaults to `document.head`. */
  container?: Node;
  /** The page's CSP nonce, copied onto every style tag. */
  nonce?: string;
  /** Class-name prefix, lowercase letters and hyphens. Defaults to `fg`. */
  key?: string;
}

/**
 * Creates an emotion instance whose style tags go into `container`, one per widget element. In the
 * element bundle `@emotion/css/create-instance` resolves to `compact-emotion.ts`.
 */
export function createStyleInstance({
  container,
  nonce,
  key = 'fg',
}: StyleInstanceOptions = {}): StyleInstance {
  return createEmotion({ key, container, nonce });
}
