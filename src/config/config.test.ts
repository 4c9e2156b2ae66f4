import { describe, expect, it } from 'vitest';
import { defaultApiSettings } from './api-settings';
import { DEMO_COMPANY_FACTS, telephoneHref } from './company';
import { apiOrigins, companyFacts, createConfig, defaultConfig, platformVersionHeader } from './config';

describe('config', () => {
  it('sends the platform version as major.minor.version: 1.0.870', () => {
    expect(platformVersionHeader).toBe('1.0.870');
    expect(createConfig('http://localhost:4173').platformVersion).toBe('1.0.870');
  });

  it('overrides field by field, trims trailing slashes and ignores undefined', () => {
    const config = createConfig('http://localhost:4173', {
      webApiBase: 'https://web.example.co.za/',
      mainApiBase: undefined,
    });
    expect(config.mainApiBase).toBe('http://localhost:4173');
    expect(config.webApiBase).toBe('https://web.example.co.za');
  });

  it('defaults the API settings as the whole config does', () => {
    const origin = 'https://widgets.example.co.za';
    const { mainApiBase, webApiBase, authBase, contentBase, platformVersion } = defaultConfig(origin);
    expect(defaultApiSettings(origin)).toEqual({
      mainApiBase,
      webApiBase,
      authBase,
      contentBase,
      platformVersion,
    });
  });

  it('rejects a base that is not http(s)', () => {
    expect(() =>
      createConfig('http://localhost:4173', { mainApiBase: 'ftp://files.example.co.za' }),
    ).toThrow();
  });

  it('lists the distinct API origins that may receive tokens', () => {
    const config = createConfig('http://localhost:4173', { contentBase: 'https://cms.example.co.za/api' });
    expect([...apiOrigins(config)].sort()).toEqual(['http://localhost:4173', 'https://cms.example.co.za']);
  });

  it('carries the sandbox demo company facts by default: real-looking, never a placeholder', () => {
    const facts = companyFacts(createConfig('http://localhost:4173'));
    expect(facts).toEqual(DEMO_COMPANY_FACTS);
    expect(facts.fspNumber).toMatch(/^\d{5}$/);
    expect(facts.telephone).toMatch(/^0860 \d{3} \d{3}$/);
    expect(facts.registrationNumber).toMatch(/^\d{4}\/\d{6}\/\d{2}$/);
    expect(facts.licenceCategories.length).toBeGreaterThan(0);
    expect(facts.keyIndividuals.length).toBeGreaterThan(0);
    expect(JSON.stringify(facts)).not.toMatch(/placeholder|confirmed|\[[^{"]|0000/i);
  });

  it('takes configured facts field by field', () => {
    const facts = companyFacts(
      createConfig('http://localhost:4173', { fspNumber: '12345', supportEmail: 'help@fg.example.co.za' }),
    );
    expect(facts).toEqual({
      ...DEMO_COMPANY_FACTS,
      fspNumber: '12345',
      supportEmail: 'help@fg.example.co.za',
    });
  });

  it.each([
    ['an FSP number in words', { fspNumber: 'FSP 12345' }],
    ['a placeholder FSP number', { fspNumber: '[to be confirmed]' }],
    ['a telephone number that is not one', { telephone: 'call us' }],
    ['a blank address', { address: '  ' }],
    ['a support address that is not an e-mail', { supportEmail: 'support' }],
    ['a blank registered name', { registeredName: ' ' }],
    ['a registration number not in the CIPC form', { registrationNumber: '2004-012345-07' }],
    ['no licence category', { licenceCategories: [] }],
    ['a blank licence category', { licenceCategories: ['Category I', ' '] }],
    ['no key individual', { keyIndividuals: [] }],
    ['a key individual without a role', { keyIndividuals: [{ name: 'Jane Mokoena', role: '' }] }],
    ['a compliance address that is not an e-mail', { complianceEmail: 'compliance' }],
  ])('refuses %s', (_, overrides) => {
    expect(() => createConfig('http://localhost:4173', overrides)).toThrow();
  });

  it('links a telephone number by its digits', () => {
    expect(telephoneHref('0860 334 768')).toBe('tel:0860334768');
    expect(telephoneHref('+27 (11) 783-4990')).toBe('tel:+27117834990');
  });
});
