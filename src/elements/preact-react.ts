import { Component, type ComponentChildren, options, render, type VNode } from 'preact';
import { useEffect, useLayoutEffect, useState } from 'preact/hooks';

export {
  Component,
  createContext,
  createElement,
  createPortal,
  createRef,
  Fragment,
} from 'preact';
export * from 'preact/hooks';

type Props = Record<string, unknown>;

/** Preact passes `ref` to a function component as a prop, so forwarding it is a rename. */
export function forwardRef<R>(render: (props: Props, ref: R | null) => ComponentChildren) {
  return ({ ref, ...props }: Props) => render(props, (ref as R | undefined) ?? null);
}

let idsGiven = 0;

/**
 * React's useId as the tags use it: an id of its own for each component, kept while it is mounted,
 * numbered across the bundle (dom-id.ts sets each bundle of a page apart). Preact's walks up the tree to
 * number ids per root, so that a hydrated tree gets the server's; the elements never hydrate.
 */
export const useId = (): string => useState(() => `p${idsGiven++}`)[0];

interface Store<T> {
  value: T;
  getSnapshot: () => T;
}

function changed<T>(store: Store<T>): boolean {
  try {
    return !Object.is(store.value, store.getSnapshot());
  } catch {
    return true;
  }
}

/** preact/compat's, without its hydration tracking (the elements never hydrate). */
export function useSyncExternalStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
): T {
  const value = getSnapshot();
  const [{ store }, update] = useState({ store: { value, getSnapshot } });
  useLayoutEffect(() => {
    store.value = value;
    store.getSnapshot = getSnapshot;
    if (changed(store)) update({ store });
  }, [store, value, getSnapshot]);
  useEffect(() => {
    const check = () => {
      if (changed(store)) update({ store });
    };
    check();
    return subscribe(check);
  }, [store, subscribe]);
  return value;
}

/** Shows `fallback` while a child throws a promise (a lazy component loading), then the children again. */
export class Suspense extends Component<{ fallback: ComponentChildren; children?: ComponentChildren }> {
  override state = { waiting: false };
  override componentDidCatch(error: unknown) {
    const thrown = error as Partial<PromiseLike<unknown>> | null;
    if (typeof thrown?.then !== 'function') throw error;
    this.setState({ waiting: true });
    const done = () => this.setState({ waiting: false });
    thrown.then(done, done);
  }
  override render() {
    return this.state.waiting ? this.props.fallback : this.props.children;
  }
}

function rename(props: Props, from: string, to: string) {
  if (props[from]) {
    props[to] = props[from];
    delete props[from];
  }
}

/**
 * React's event names where the DOM's differ, on elements only (a component's `onBlur` is its own), as
 * preact/compat maps them: `onChange` on a text field fires on every keystroke, the DOM's `input`; and
 * `onFocus`/`onBlur` bubble, so a form or group hears its fields: the DOM's `focusin`/`focusout`.
 */
// The hook is the tag's alone: its preact is its own copy, and nothing else in a tag sets one.
options.vnode = (vnode: VNode<Props>) => {
  const { type, props } = vnode;
  if (typeof type === 'string') {
    if ((type === 'input' || type === 'textarea') && !/fil|che|rad/.test(String(props.type)))
      rename(props, 'onChange', 'onInput');
    rename(props, 'onFocus', 'onfocusin');
    rename(props, 'onBlur', 'onfocusout');
  }
};

export function createRoot(container: Element | DocumentFragment) {
  // Like React, the first render replaces what the host page put in the element.
  container.textContent = '';
  return {
    render: (children: ComponentChildren) => render(children, container),
    unmount: () => render(null, container),
  };
}
