import { createApp, defineComponent, h } from 'vue';

// Vue itself (its development build, as vitest runs it) renders two bare tags: one that takes `ref` as
// <fg-rate-us> does, one that does not. The real <fg-rate-us> under Vue is in rate-us.element.test.tsx.
class TakesRef extends HTMLElement {
  static observedAttributes = ['reference', 'ref'];
}
customElements.define('fg-vue-probe', TakesRef);
customElements.define('fg-vue-other', class extends HTMLElement {});

const mounted: (() => void)[] = [];

/** Unmounts what {@link renderWithVue} mounted and empties the page: for each test file's afterEach. */
export function unmountVue(): void {
  for (const unmount of mounted.splice(0)) unmount();
  document.body.innerHTML = '';
}

/** The tag `tag` as Vue's development build renders it with `props`. */
export function renderWithVue(props: Record<string, unknown>, tag = 'fg-vue-probe'): Element {
  const host = document.createElement('div');
  document.body.append(host);
  const app = createApp(defineComponent({ render: () => h(tag, props) }));
  app.mount(host);
  mounted.push(() => app.unmount());
  const element = host.querySelector(tag);
  if (!element) throw new Error('Vue rendered nothing');
  return element;
}

/** A tag as a production build of Vue leaves it when it listens on it: its event invokers, and no vnode. */
export function renderedByProductionVue(): Element {
  const element = document.createElement('fg-vue-probe');
  Object.defineProperty(element, Symbol('_vei'), { value: {} });
  return element;
}
