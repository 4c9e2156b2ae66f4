import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** `submitted` → `onSubmitted`. */
export type EventPropName<K extends string> = `on${Capitalize<K>}`;

/** The callback props a widget component takes for its events. */
export type EventProps<E extends Record<string, unknown>> = {
  [K in keyof E & string as EventPropName<K>]?: (detail: E[K]) => void;
};

export function eventPropName<K extends string>(name: K): EventPropName<K> {
  return `on${name.charAt(0).toUpperCase()}${name.slice(1)}` as EventPropName<K>;
}

/** The DOM event a custom element dispatches: `submitted` → `fg-submitted`. */
export function widgetEventName(name: string): `fg-${string}` {
  return `fg-${name}`;
}

/** What every `<fg-*>` tag accepts in React JSX besides its own attributes: the props of any HTML element. */
export type FgElementProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;
