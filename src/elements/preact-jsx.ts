import { type ComponentType, createElement } from 'preact';

export { Fragment } from 'preact';

/**
 * The automatic JSX runtime (`react/jsx-runtime` in the element bundle) on preact's own createElement:
 * the same vnodes as preact/jsx-runtime's (a component keeps its `ref` among its props, an element's is
 * taken out), without a second vnode constructor in every tag. The key comes apart from the props.
 */
export function jsx<P>(type: string | ComponentType<P>, props: Record<string, unknown>, key?: unknown) {
  return createElement(type as string, key === undefined ? props : { ...props, key });
}

export { jsx as jsxs };
