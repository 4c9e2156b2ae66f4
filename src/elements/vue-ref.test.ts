import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderedByProductionVue, renderWithVue, unmountVue } from './test/vue-probe';
import { keptRefWarning, warnIfVueKeptRef } from './vue-ref';
import { vueRendering } from './vue-rendering';

/** The warning for `element`, given what Vue left on it, as the tag's client reads it. */
const warningOn = (element: Element) => keptRefWarning(element, vueRendering(element));

afterEach(() => {
  vi.restoreAllMocks();
  unmountVue();
});

describe('keptRefWarning', () => {
  it('names the value Vue kept and the attribute to write instead', () => {
    expect(warningOn(renderWithVue({ ref: 'EMAIL-2026-06' }))).toEqual([
      'has no reference: Vue kept ref="EMAIL-2026-06" as its own template ref, so the tag never saw it',
      'write reference="EMAIL-2026-06" (see fg-portal\'s docs/frameworks.md)',
    ]);
  });

  it('says what to check when a production build leaves no vnode', () => {
    expect(warningOn(renderedByProductionVue())).toEqual([
      'was rendered by Vue without a reference: if its template says ref="…", Vue kept that as its own template ref, so the tag never saw it',
      'write reference="…" instead, or reference="" for none (see fg-portal\'s docs/frameworks.md)',
    ]);
  });

  it('is quiet with a reference (reference="" too), with a plain ref, without Vue, and for a tag without ref', () => {
    expect(warningOn(renderWithVue({ reference: 'EMAIL-2026-06' }))).toBeUndefined();
    expect(warningOn(renderWithVue({ reference: '', ref: 'rating' }))).toBeUndefined();
    const plain = document.createElement('fg-vue-probe');
    expect(warningOn(plain)).toBeUndefined();
    plain.setAttribute('ref', 'EMAIL-2026-06');
    expect(warningOn(plain)).toBeUndefined();
    expect(warningOn(renderWithVue({ ref: 'rating' }, 'fg-vue-other'))).toBeUndefined();
  });
});

describe('warnIfVueKeptRef', () => {
  it('warns once per element, naming the tag, and not at all without a problem', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const kept = renderWithVue({ ref: 'EMAIL-2026-06' });
    warnIfVueKeptRef(kept, vueRendering(kept));
    warnIfVueKeptRef(kept, vueRendering(kept));
    const given = renderWithVue({ reference: 'EMAIL-2026-06' });
    warnIfVueKeptRef(given, vueRendering(given));
    expect(warn.mock.calls).toEqual([
      [
        '<fg-vue-probe> has no reference: Vue kept ref="EMAIL-2026-06" as its own template ref, so the tag never saw it. Fix: write reference="EMAIL-2026-06" (see fg-portal\'s docs/frameworks.md).',
      ],
    ]);
  });
});
