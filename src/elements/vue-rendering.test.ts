import { afterEach, describe, expect, it } from 'vitest';
import { renderedByProductionVue, renderWithVue, unmountVue } from './test/vue-probe';
import { vueRendering } from './vue-rendering';

afterEach(unmountVue);

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
