import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp, defineComponent, h } from 'vue';
import { keptRefWarning, vueRendering, warnIfVueKeptRef } from './vue-ref';

// Vue itself (its development build, as vitest runs it) renders two bare tags: one that takes `ref` as
// <fg-rate-us> does, one that does not. The real <fg-rate-us> under Vue is in rate-us.element.test.tsx.
class TakesRef extends HTMLElement {
  static observedAttributes = ['reference', 'ref'];
}
customElements.define('fg-vue-probe', TakesRef);
customElements.define('fg-vue-other', class extends HTMLElement {});

const mounted: (() => void)[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const unmount of mounted.splice(0)) unmount();
  document.body.innerHTML = '';
});

function renderWithVue(props: Record<string, unknown>, tag = 'fg-vue-probe'): Element {
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
function renderedByProductionVue(): Element {
  const element = document.createElement('fg-vue-probe');
  Object.defineProperty(element, Symbol('_vei'), { value: {} });
  return element;
}

describe('vueRendering', () => {
  it('reads the template ref Vue kept from a development build’s vnode, and sees no ref attribute', () => {
    const element = renderWithVue({ ref: 'EMAIL-2026-06' });
    expect(element.hasAttribute('ref')).toBe(false);
    expect(vueRendering(element)).toEqual({ by: 'vue', templateRef: 'EMAIL-2026-06' });
  });

  it('knows an element Vue rendered without a ref', () => {
    expect(vueRendering(renderWithVue({ reference: 'EMAIL-2026-06' }))).toEqual({ by: 'vue' });
  });

  it('knows a production build by the event invokers on an element it listens on', () => {
    expect(vueRendering(renderedByProductionVue())).toEqual({ by: 'vue' });
  });

  it('sees no Vue on a plain element', () => {
    const element = document.createElement('fg-vue-probe');
    element.addEventListener('fg-submitted', () => undefined);
    expect(vueRendering(element)).toBeUndefined();
  });
});

describe('keptRefWarning', () => {
  it('names the value Vue kept and the attribute to write instead', () => {
    expect(keptRefWarning(renderWithVue({ ref: 'EMAIL-2026-06' }))).toEqual([
      'has no reference: Vue kept ref="EMAIL-2026-06" as its own template ref, so the tag never saw it',
      'write reference="EMAIL-2026-06" (see fg-portal\'s docs/frameworks.md)',
    ]);
  });

  it('says what to check when a production build leaves no vnode', () => {
    expect(keptRefWarning(renderedByProductionVue())).toEqual([
      'was rendered by Vue without a reference: if its template says ref="…", Vue kept that as its own template ref, so the tag never saw it',
      'write reference="…" instead, or reference="" for none (see fg-portal\'s docs/frameworks.md)',
    ]);
  });

  it('is quiet with a reference (reference="" too), with a plain ref, without Vue, and for a tag without ref', () => {
    expect(keptRefWarning(renderWithVue({ reference: 'EMAIL-2026-06' }))).toBeUndefined();
    expect(keptRefWarning(renderWithVue({ reference: '', ref: 'rating' }))).toBeUndefined();
    const plain = document.createElement('fg-vue-probe');
    expect(keptRefWarning(plain)).toBeUndefined();
    plain.setAttribute('ref', 'EMAIL-2026-06');
    expect(keptRefWarning(plain)).toBeUndefined();
    expect(keptRefWarning(renderWithVue({ ref: 'rating' }, 'fg-vue-other'))).toBeUndefined();
  });
});

describe('warnIfVueKeptRef', () => {
  it('warns once per element, naming the tag, and not at all without a problem', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const kept = renderWithVue({ ref: 'EMAIL-2026-06' });
    warnIfVueKeptRef(kept);
    warnIfVueKeptRef(kept);
    warnIfVueKeptRef(renderWithVue({ reference: 'EMAIL-2026-06' }));
    expect(warn.mock.calls).toEqual([
      [
        '<fg-vue-probe> has no reference: Vue kept ref="EMAIL-2026-06" as its own template ref, so the tag never saw it. Fix: write reference="EMAIL-2026-06" (see fg-portal\'s docs/frameworks.md).',
      ],
    ]);
  });
});
