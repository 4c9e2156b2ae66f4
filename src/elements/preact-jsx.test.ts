import { Component, type ComponentChildren, type ComponentType, createRef, render } from 'preact';
import * as runtime from 'preact/jsx-runtime';
import { afterEach, describe, expect, it } from 'vitest';
import { Fragment, jsx, jsxs } from './preact-jsx';

// The element bundle's `react/jsx-runtime` (vite.config.ts, widgets mode), against preact's own runtime.

const shape = (vnode: { type: unknown; props: unknown; key?: unknown; ref?: unknown }) => ({
  type: vnode.type,
  props: vnode.props,
  key: vnode.key,
  ref: vnode.ref,
});

function Labelled(props: { label: string; ref?: unknown; children?: ComponentChildren }) {
  return jsxs('label', { children: [props.label, props.children] });
}

class Counter extends Component<{ start: number }> {
  override render() {
    return jsx('b', { children: this.props.start });
  }
}

/** preact's own, typed as ours to take the same arguments. */
const preactJsx = runtime.jsx as unknown as typeof jsx;

const container = document.createElement('div');
afterEach(() => render(null, container));

describe('the element JSX runtime', () => {
  it('makes the vnodes preact/jsx-runtime makes: an element loses its ref to the vnode, a component keeps it', () => {
    const ref = createRef();
    const cases: [string | ComponentType<never>, Record<string, unknown>, unknown][] = [
      ['input', { type: 'text', ref }, undefined],
      ['li', { children: 'one' }, 'a'],
      [Labelled, { label: 'Name', ref }, 7],
    ];
    for (const [type, props, key] of cases)
      expect(shape(jsx(type, { ...props }, key))).toEqual(shape(preactJsx(type, { ...props }, key)));
  });

  it('keeps the key out of the props, and a component its ref among them', () => {
    const ref = createRef();
    const vnode = jsx(Labelled, { label: 'Name', ref }, 'k');
    expect(vnode.key).toBe('k');
    expect(vnode.props).toEqual({ label: 'Name', ref });
  });

  it('renders children, fragments and refs as preact does', () => {
    const ref = createRef<HTMLInputElement>();
    render(
      jsxs(Fragment, {
        children: [
          jsx(Labelled, { label: 'Name', children: jsx('input', { ref, name: 'name' }) }, 'field'),
          jsx(Counter, { start: 3 }),
        ],
      }),
      container,
    );
    expect(container.innerHTML).toBe('<label>Name<input name="name"></label><b>3</b>');
    expect(ref.current).toBe(container.querySelector('input'));
  });
});
