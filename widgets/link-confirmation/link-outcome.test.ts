// @vitest-environment happy-dom
// sessionStorage, which Node lacks: the outcome is kept in the tab's storage.
import { afterEach, describe, expect, it } from 'vitest';
import { rememberedOutcome, rememberOutcome } from './link-outcome';

const KEY = 'fg.link.si-reinvest.SIR-2026-000153';
afterEach(() => sessionStorage.clear());

describe('the outcome a tab remembers of a link', () => {
  it('keeps a confirmation with the moment it was made, and an expiry, by action and reference in any case', () => {
    rememberOutcome('si-reinvest', 'sir-2026-000153', {
      outcome: 'confirmed',
      at: '2026-11-28T13:02:00.000Z',
    });
    expect(rememberedOutcome('si-reinvest', 'SIR-2026-000153')).toEqual({
      outcome: 'confirmed',
      at: '2026-11-28T13:02:00.000Z',
    });
    rememberOutcome('tfsa-switch', 'TFS-2025-000011', { outcome: 'expired' });
    expect(rememberedOutcome('tfsa-switch', 'TFS-2025-000011')).toEqual({ outcome: 'expired' });
    expect(rememberedOutcome('tfsa-switch', 'TFS-2026-000042')).toBeUndefined();
  });

  it('drops what it cannot read (an edited value, the bare outcome kept before times were), so the API is asked again', () => {
    for (const stored of [
      '"confirmed"',
      '{"outcome":"confirmed","at":"yesterday"}',
      '{"outcome":"maybe"}',
      'null',
    ]) {
      sessionStorage.setItem(KEY, stored);
      expect(rememberedOutcome('si-reinvest', 'SIR-2026-000153'), stored).toBeUndefined();
      expect(sessionStorage.getItem(KEY)).toBeNull();
    }
  });
});
