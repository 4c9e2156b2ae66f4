import { waitFor } from '@testing-library/dom';
import { Component, type ComponentChildren, createElement as h } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { createRoot, forwardRef, Suspense, useId, useState, useSyncExternalStore } from './preact-react';

// The element bundle's `react` (vite.config.ts, widgets mode): what the widgets rely on from React,
// checked on preact itself, as the unit tests of the widgets run on real React.

const seenProps: string[][] = [];
const Field = forwardRef<{ current: HTMLInputElement | null }>((props, forwarded) => {
  seenProps.push(Object.keys(props));
  return h('input', { ...props, ref: forwarded });
});

// A component's own onBlur prop is not an event: it reaches the component under its name.
const groupProps: string[][] = [];
function Group(props: { onBlur: () => void; children?: ComponentChildren }) {
  groupProps.push(Object.keys(props));
  return h('fieldset', { onBlur: props.onBlur }, props.children);
}

const loading = { done: false, resolve: () => {} };
const loaded = new Promise<void>((resolve) => {
  loading.resolve = () => {
    loading.done = true;
    resolve();
  };
});
function Lazy() {
  if (!loading.done) throw loaded;
  return h('b', null, 'loaded');
}

class Boundary extends Component<{ children?: ComponentChildren }, { failed?: boolean }> {
  static override getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? 'failed' : this.props.children;
  }
}
function Broken(): never {
  throw new Error('broken');
}

const store = { value: 1, listeners: new Set<() => void>() };
const subscribe = (listener: () => void) => {
  store.listeners.add(listener);
  return () => void store.listeners.delete(listener);
};
const idsSeen: string[] = [];
let rerenderLabelled = () => {};
function Labelled() {
  const id = useId();
  const [renders, setRenders] = useState(0);
  rerenderLabelled = () => setRenders(renders + 1);
  idsSeen.push(id);
  return h('input', { id });
}

function Reader() {
  return h('span', null, String(useSyncExternalStore(subscribe, () => store.value)));
}

let container: HTMLElement;
let root: ReturnType<typeof createRoot> | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

function mount(children: ComponentChildren) {
  container = document.createElement('div');
  container.innerHTML = '<p>the host page fallback</p>';
  document.body.append(container);
  root = createRoot(container);
  act(() => root?.render(children));
}

describe('the preact shim', () => {
  it('replaces what the element held, and unmounts', () => {
    mount(h('span', null, 'rendered'));
    expect(container.innerHTML).toBe('<span>rendered</span>');
    act(() => root?.unmount());
    expect(container.innerHTML).toBe('');
  });

  it("fires a text field's onChange on every input, a checkbox's on change", () => {
    const heard: string[] = [];
    mount(
      h('form', null, [
        h('input', { onChange: () => heard.push('text') }),
        h('textarea', { onChange: () => heard.push('textarea') }),
        h('input', { type: 'checkbox', onChange: () => heard.push('checkbox') }),
      ]),
    );
    const [text, textarea, checkbox] = [...container.querySelectorAll('input, textarea')];
    text?.dispatchEvent(new Event('input', { bubbles: true }));
    textarea?.dispatchEvent(new Event('input', { bubbles: true }));
    checkbox?.dispatchEvent(new Event('input', { bubbles: true }));
    checkbox?.dispatchEvent(new Event('change', { bubbles: true }));
    expect(heard).toEqual(['text', 'textarea', 'checkbox']);
  });

  it("fires a parent's onFocus and onBlur when a field inside it gains and loses focus, as React does", () => {
    const heard: string[] = [];
    mount(
      h('form', { onFocus: () => heard.push('form focus') }, [
        h(Group, { onBlur: () => heard.push('group blur') }, h('input', { name: 'inside' })),
        h('input', { name: 'outside' }),
      ]),
    );
    const [inside, outside] = [...container.querySelectorAll('input')];
    inside?.focus();
    outside?.focus();
    expect(heard).toEqual(['form focus', 'group blur', 'form focus']);
    expect(groupProps[0]).toContain('onBlur');
  });

  it('forwards a ref as the second argument, not as a prop', () => {
    const ref: { current: HTMLInputElement | null } = { current: null };
    mount(h(Field, { name: 'email', ref }));
    expect(ref.current).toBe(container.querySelector('input'));
    expect(seenProps[0]).toEqual(['name']);
  });

  it('shows the fallback while a child loads, then the child; other errors go to the boundary above', async () => {
    mount(h(Suspense, { fallback: h('i', null, 'loading') }, h(Lazy, null)));
    expect(container.textContent).toBe('loading');
    await act(async () => loading.resolve());
    await waitFor(() => expect(container.textContent).toBe('loaded'));

    act(() => root?.unmount());
    mount(h(Boundary, null, h(Suspense, { fallback: 'loading' }, h(Broken, null))));
    expect(container.textContent).toBe('failed');
  });

  it('gives each component an id of its own, the same on every render, under every root', () => {
    mount(h('div', null, [h(Labelled, null), h(Labelled, null)]));
    const second = document.createElement('div');
    document.body.append(second);
    const secondRoot = createRoot(second);
    act(() => secondRoot.render(h(Labelled, null)));
    const ids = [...document.querySelectorAll('input')].map((input) => input.id);
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+$/);
    act(() => rerenderLabelled());
    expect(idsSeen.at(-1)).toBe(ids[2]);
    expect(idsSeen).toHaveLength(4);
    act(() => secondRoot.unmount());
  });

  it('re-renders on a change of an external store, and unsubscribes when unmounted', () => {
    mount(h(Reader, null));
    expect(container.textContent).toBe('1');
    act(() => {
      store.value = 2;
      for (const listener of store.listeners) listener();
    });
    expect(container.textContent).toBe('2');
    act(() => root?.unmount());
    expect(store.listeners.size).toBe(0);
  });
});
