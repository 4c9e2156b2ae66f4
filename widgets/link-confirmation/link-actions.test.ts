import { describe, expect, it } from 'vitest';
import { LIVE_LINK_TERMS } from '../../sandbox/fixtures/links';
import { LINK_CALL_PATHS } from '../../src/api/links';
import type { LinkTerms } from '../../src/domain/link-terms';
import { LINK_ACTIONS, readLinkParams, SI_REINVEST, TFSA_SWITCH } from './link-actions';
import { elementLinkValues } from './link-values';

const read = (action = SI_REINVEST, query: Record<string, string> = {}) =>
  readLinkParams(action, (name) => query[name]);

const LIVE = {
  reference: 'SIR-2026-000153',
  id: '9001',
  option: 'Reinvest',
  MatRate: '9.21',
  Cat: 'Fixed 12 months',
  Reinv: '250000',
};
const TERMS: LinkTerms = LIVE_LINK_TERMS;

describe('the link allow-list', () => {
  it('has the two confirmations, each calling only allow-listed paths', () => {
    expect(LINK_ACTIONS.map((action) => action.id)).toEqual(['si-reinvest', 'tfsa-switch']);
    for (const action of LINK_ACTIONS) {
      for (const call of action.calls(LIVE, TERMS)) expect(LINK_CALL_PATHS).toContain(call.path);
    }
  });

  it('reinvests after the expiry check (spec §4), with the stored terms, never the URL’s', () => {
    const forged = { ...LIVE, option: 'Withdraw everything', MatRate: '25', Reinv: '1000000000' };
    expect(SI_REINVEST.calls(forged, TERMS)).toEqual([
      { path: '/v4/api/referrals/SILinkExpiry', query: { id: '9001', reference: 'SIR-2026-000153' } },
      {
        path: '/v3/api/ExternalMessages/Link/SIReinvest',
        query: {
          reference: 'SIR-2026-000153',
          id: '9001',
          Cat: 'Fixed 12 months',
          option: 'Reinvest',
          MatRate: '9.21',
          Reinv: '250000',
        },
      },
    ]);
  });

  it('switches with switch=1', () => {
    expect(TFSA_SWITCH.calls({ reference: 'TFS-2026-000042' })).toEqual([
      {
        path: '/v3/api/ExternalMessages/Link/TFSSwitch',
        query: { reference: 'TFS-2026-000042', switch: '1' },
      },
    ]);
  });

  it('reads back the stored option, maturity rate and amount', () => {
    expect(SI_REINVEST.summary({ ...LIVE, MatRate: '25', option: 'Withdraw everything' }, TERMS)).toEqual([
      ['Reference', 'SIR-2026-000153'],
      ['Investment', 'Fixed 12 months'],
      ['Your choice at maturity', 'Reinvest'],
      ['Maturity rate', '9.21% a year'],
      ['Amount reinvested', 'R250 000.00'],
    ]);
  });
});

describe('readLinkParams', () => {
  it('takes a complete link as it is, trimmed', () => {
    expect(read(SI_REINVEST, { ...LIVE, reference: ' SIR-2026-000153 ' })).toEqual({
      params: LIVE,
      missing: [],
      malformed: [],
    });
  });

  it('names what is missing and what is malformed, and keeps neither', () => {
    expect(read(SI_REINVEST, { reference: '"><script>', id: '9x', MatRate: '9,21%' })).toEqual({
      params: {},
      missing: [],
      malformed: ['reference', 'link id', 'maturity rate'],
    });
    expect(read(TFSA_SWITCH, {})).toMatchObject({ missing: ['reference'] });
    expect(read(SI_REINVEST, { reference: 'SIR-2026-000153' })).toMatchObject({ missing: ['link id'] });
    expect(read(SI_REINVEST, { ...LIVE, Reinv: 'all of it' }).malformed).toEqual(['reinvestment amount']);
  });

  it('lets hostile text through only as text to show, and refuses control characters and long values', () => {
    expect(read(SI_REINVEST, { ...LIVE, option: '<img src=x onerror=alert(1)>' }).params.option).toBe(
      '<img src=x onerror=alert(1)>',
    );
    expect(read(SI_REINVEST, { ...LIVE, option: 'a\u0007b' }).malformed).toEqual(['option']);
    expect(read(SI_REINVEST, { ...LIVE, Cat: 'x'.repeat(61) }).malformed).toEqual(['category']);
    expect(read(SI_REINVEST, { ...LIVE, reference: `S${'1'.repeat(40)}` }).malformed).toEqual(['reference']);
  });
});

describe('elementLinkValues', () => {
  it('prefers the attribute, else the page’s query', () => {
    const values = elementLinkValues({ reference: 'SIR-1' }, '?reference=SIR-2&MatRate=9.21');
    expect(values('reference')).toBe('SIR-1');
    expect(values('MatRate')).toBe('9.21');
    expect(values('id')).toBeNull();
  });
});
