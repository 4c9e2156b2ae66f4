import { describe, expect, it } from 'vitest';
import { LIVE_LINK_TERMS } from '../../sandbox/fixtures/links';
import { LINK_CALL_PATHS } from '../../src/api/links';
import type { LinkTerms } from '../../src/domain/link-terms';
import { nbsp } from '../../src/test/nbsp';
import { LINK_ACTIONS, parseLinkParam, readLink, SI_REINVEST, TFSA_SWITCH } from './link-actions';
import { linkFrom } from './link-values';

const read = (action = SI_REINVEST, query: Record<string, string> = {}) =>
  readLink(action, (name) => query[name]);

/** A link token as the API makes them: 43 URL-safe base64 characters. */
const TOKEN = 'q8Xv2mR0-tYk_3LpZbN7wA9sD4fH6jK1cE5gU0iO2nW';
const LIVE = {
  reference: 'SIR-2026-000153',
  id: '9001',
  token: TOKEN,
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
      for (const call of action.calls(read(action, LIVE).params, TERMS))
        expect(LINK_CALL_PATHS).toContain(call.path);
    }
  });

  it('reinvests after the expiry check (spec §4), with the stored terms, never the URL’s', () => {
    const forged = { ...LIVE, option: 'Withdraw everything', MatRate: '25', Reinv: '1000000000' };
    expect(SI_REINVEST.calls(read(SI_REINVEST, forged).params, TERMS)).toEqual([
      {
        path: '/v4/api/referrals/SILinkExpiry',
        query: { id: '9001', reference: 'SIR-2026-000153', token: TOKEN },
      },
      {
        path: '/v3/api/ExternalMessages/Link/SIReinvest',
        query: {
          reference: 'SIR-2026-000153',
          id: '9001',
          token: TOKEN,
          Cat: 'Fixed 12 months',
          option: 'Reinvest',
          MatRate: '9.21',
          Reinv: '250000',
        },
      },
    ]);
  });

  it('switches with switch=1', () => {
    expect(
      TFSA_SWITCH.calls(read(TFSA_SWITCH, { reference: 'TFS-2026-000042', token: TOKEN }).params),
    ).toEqual([
      {
        path: '/v3/api/ExternalMessages/Link/TFSSwitch',
        query: { reference: 'TFS-2026-000042', token: TOKEN, switch: '1' },
      },
    ]);
  });

  it('reads back the stored terms in the card’s order: reference, amount, term, rate, choice', () => {
    expect(
      SI_REINVEST.summary(
        read(SI_REINVEST, { ...LIVE, MatRate: '25', option: 'Withdraw everything' }).params,
        TERMS,
      ),
    ).toEqual([
      ['Reference', 'SIR-2026-000153'],
      ['Amount reinvested', nbsp('R250 000.00')],
      ['Term', 'Fixed 12 months'],
      ['Maturity rate', '9.21% a year'],
      ['Your choice', 'Reinvest'],
    ]);
    // A category that names no term is shown as what it is.
    expect(
      SI_REINVEST.summary(read(SI_REINVEST, LIVE).params, { ...TERMS, category: 'Income' }),
    ).toContainEqual(['Investment', 'Income']);
    expect(SI_REINVEST.summary(read(SI_REINVEST, LIVE).params)).toEqual([['Reference', 'SIR-2026-000153']]);
  });

  it('states the reinvestment’s deal and what Confirm does from the stored terms, and nothing before they are read', () => {
    expect(SI_REINVEST.deal(TERMS)).toBe(nbsp('Reinvest R250 000.00 for 12 months at 9.21% a year'));
    expect(SI_REINVEST.confirmDoes(TERMS)).toBe(
      nbsp('We reinvest R250 000.00 for 12 months at 9.21% a year, and e-mail you to confirm it.'),
    );
    expect(SI_REINVEST.deal()).toBeUndefined();
    expect(SI_REINVEST.confirmDoes()).toBeUndefined();
    expect([
      SI_REINVEST.header,
      SI_REINVEST.eyebrow,
      SI_REINVEST.confirmLabel,
      SI_REINVEST.confirmedTitle,
    ]).toEqual([
      'Secured Investment',
      'Your choice at maturity',
      'Confirm reinvestment',
      'Reinvestment confirmed',
    ]);
    expect(SI_REINVEST.alternative).toBe(
      'To be paid out, reinvest a different amount or choose another term',
    );
  });

  it('states the switch with no figures (its link carries only a reference), and keeps the spec’s texts', () => {
    expect(TFSA_SWITCH.deal()).toBe('Switch to the new Tax-free Savings Account');
    expect(TFSA_SWITCH.confirmDoes()).toBe(
      'We move your tax-free savings to the new Tax-free Savings Account.',
    );
    expect(
      TFSA_SWITCH.summary(read(TFSA_SWITCH, { reference: 'TFS-2026-000042', token: TOKEN }).params),
    ).toEqual([
      ['Reference', 'TFS-2026-000042'],
      ['Your choice', 'Switch'],
    ]);
    expect([
      TFSA_SWITCH.header,
      TFSA_SWITCH.eyebrow,
      TFSA_SWITCH.confirmLabel,
      TFSA_SWITCH.confirmedTitle,
    ]).toEqual(['Tax-free Savings Account', 'Your switch offer', 'Confirm switch', 'Switch confirmed']);
    expect(TFSA_SWITCH.success).toBe(
      'Thank you for switching to the brand new Tax-free Savings Account. With a higher return, it really is a no-brainer!',
    );
    expect(TFSA_SWITCH.alternative).toBe('To ask about the switch before you decide');
  });
});

describe('readLink', () => {
  it('takes a complete link as it is, trimmed', () => {
    expect(read(SI_REINVEST, { ...LIVE, reference: ' SIR-2026-000153 ' })).toEqual({
      params: LIVE,
      missing: [],
      malformed: [],
    });
  });

  it('names what is missing and what is malformed, and keeps neither', () => {
    expect(read(SI_REINVEST, { reference: '"><script>', id: '9x', token: TOKEN, MatRate: '9,21%' })).toEqual({
      params: { token: TOKEN },
      missing: [],
      malformed: ['reference', 'link id', 'maturity rate'],
    });
    expect(read(TFSA_SWITCH, {})).toMatchObject({ missing: ['reference', 'security code'] });
    expect(read(SI_REINVEST, { reference: 'SIR-2026-000153' })).toMatchObject({
      missing: ['link id', 'security code'],
    });
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

describe('linkFrom', () => {
  it('prefers the value parsed at the element’s edge, else parses the page’s query', () => {
    const link = linkFrom(
      SI_REINVEST,
      { reference: parseLinkParam('reference', 'SIR-1') },
      `?reference=SIR-2&MatRate=9.21&id=9001&token=${TOKEN}`,
    );
    expect(link).toEqual({
      params: { reference: 'SIR-1', MatRate: '9.21', id: '9001', token: TOKEN },
      missing: [],
      malformed: [],
    });
  });

  it('names a damaged attribute as the query’s would be named, and never falls back past it', () => {
    const link = linkFrom(SI_REINVEST, { id: parseLinkParam('id', '9x') }, '?reference=SIR-2&id=9001');
    expect(link.malformed).toEqual(['link id']);
    expect(link.params.id).toBeUndefined();
  });
});

describe('parseLinkParam', () => {
  it('gives the value trimmed, false when it breaks its rule, and undefined when absent or blank', () => {
    expect(parseLinkParam('reference', ' SIR-2026-000153 ')).toBe('SIR-2026-000153');
    expect(parseLinkParam('reference', '"><script>')).toBe(false);
    expect(parseLinkParam('id', '  ')).toBeUndefined();
    expect(parseLinkParam('id', null)).toBeUndefined();
  });

  it('takes a token of 16 to 200 URL-safe characters, unchanged, and nothing else', () => {
    expect(parseLinkParam('token', TOKEN)).toBe(TOKEN);
    expect(parseLinkParam('token', ` ${TOKEN} `)).toBe(TOKEN);
    for (const bad of [
      'short',
      'a'.repeat(201),
      `${TOKEN}=`,
      `${TOKEN}<script>`,
      'a b'.repeat(10),
      `${TOKEN}%2F`,
    ])
      expect(parseLinkParam('token', bad), bad).toBe(false);
  });
});
