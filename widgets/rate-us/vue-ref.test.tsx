import { afterEach, describe, expect, it } from 'vitest';
import { createApp, defineComponent, h } from 'vue';
import { keptRefWarning, vueRendering } from './vue-ref';

// Vue itself (its development build, as vitest runs it) renders a tag nobody defined, so only what Vue
// leaves on an element is read; the real <fg-rate-us> under Vue is in rate-us.element.test.tsx.
const mounted: (() => void)[] = [];
afterEach(() => {
  for (const unmount of mounted.splice(0)) unmount();
  document.body.innerHTML = '';
});

function renderWithVue(props: Record<string, unknown>): Element {
  const host = document.createElement('div');
  document.body.append(host);
  const app = createApp(defineComponent({ render: () => h('fg-vue-probe', props) }));
  app.mount(host);
  mounted.push(() => app.unmount());
  const element = host.querySelector('fg-vue-probe');
  if (!element) throw new Error('Vue rendered nothing');
  return element;
}

describe('vueRendering', () => {
  it('reads the template ref Vue kept from a development build’s vnode, and sets no ref attribute', () => {
    const element = renderWithVue({ ref: 'EMAIL-2026-06' });
    expect(element.hasAttribute('ref')).toBe(false);
    expect(vueRendering(element)).toEqual({ by: 'vue', templateRef: 'EMAIL-2026-06' });
  });

  it('knows an element Vue rendered without a ref', () => {
    expect(vueRendering(renderWithVue({ reference: 'EMAIL-2026-06' }))).toEqual({ by: 'vue' });
  });

  it('knows a production build by the event invokers on an element it listens on', () => {
    const element = document.createElement('fg-vue-probe');
    Object.defineProperty(element, Symbol('_vei'), { value: {} });
    expect(vueRendering(element)).toEqual({ by: 'vue' });
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
      'has no reference: Vue kept ref="EMAIL-2026-06" as its own template ref, so the placeholder is sent',
      'write reference="EMAIL-2026-06" (see fg-portal\'s docs/frameworks.md)',
    ]);
  });

  it('says what to check when a production build leaves no vnode', () => {
    const element = document.createElement('fg-vue-probe');
    Object.defineProperty(element, Symbol('_vei'), { value: {} });
    expect(keptRefWarning(element)?.[0]).toContain('was rendered by Vue without a reference');
  });

  it('is quiet with a reference (reference="" too), with a plain ref, and without Vue', () => {
    expect(keptRefWarning(renderWithVue({ reference: 'EMAIL-2026-06' }))).toBeUndefined();
    expect(keptRefWarning(renderWithVue({ reference: '', ref: 'rating' }))).toBeUndefined();
    const plain = document.createElement('fg-vue-probe');
    expect(keptRefWarning(plain)).toBeUndefined();
    plain.setAttribute('ref', 'EMAIL-2026-06');
    expect(keptRefWarning(plain)).toBeUndefined();
  });
});
