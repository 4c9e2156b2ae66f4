// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_FACTS } from './company';
import { readPageConfig } from './page-config';
import { readPageNonce } from './page-nonce';

beforeEach(() => {
  document.head.innerHTML = '';
});

describe('readPageConfig', () => {
  it('defaults every base to the given origin', () => {
    expect(readPageConfig(document, 'https://widgets.example.co.za')).toMatchObject({
      mainApiBase: 'https://widgets.example.co.za',
      webApiBase: 'https://widgets.example.co.za',
      authBase: 'https://widgets.example.co.za/auth',
      contentBase: 'https://widgets.example.co.za/cms',
      platformVersion: '1.0.870',
    });
  });

  it('takes the bases a page declares once', () => {
    document.head.innerHTML =
      '<script type="application/json" data-fg-config>{"mainApiBase":"https://api.example.co.za/","authBase":"https://id.example.co.za"}</script>';
    const config = readPageConfig(document, 'https://www.example.co.za');
    expect(config.mainApiBase).toBe('https://api.example.co.za');
    expect(config.authBase).toBe('https://id.example.co.za');
    expect(config.webApiBase).toBe('https://www.example.co.za');
  });

  it('takes the company facts a host page declares, each fact by itself', () => {
    document.head.innerHTML =
      '<script type="application/json" data-fg-config>{"fspNumber":"12345","telephone":"0860 000 111"}</script>';
    const config = readPageConfig(document, 'https://www.example.co.za');
    expect(config).toMatchObject({ fspNumber: '12345', telephone: '0860 000 111' });
    expect(config.supportEmail).toBe(DEMO_COMPANY_FACTS.supportEmail);
  });

  it('takes the list facts a host page declares as JSON arrays', () => {
    document.head.innerHTML =
      '<script type="application/json" data-fg-config>{"licenceCategories":["Category I: Pension Fund Benefits"],"keyIndividuals":[{"name":"Jane Mokoena","role":"Managing director"}]}</script>';
    expect(readPageConfig(document, 'https://www.example.co.za')).toMatchObject({
      licenceCategories: ['Category I: Pension Fund Benefits'],
      keyIndividuals: [{ name: 'Jane Mokoena', role: 'Managing director' }],
      registeredName: DEMO_COMPANY_FACTS.registeredName,
    });
  });

  it.each([
    ['a list fact given as text', '{"fspNumber":"12345","licenceCategories":"Category I"}'],
    ['a key individual without a role', '{"fspNumber":"12345","keyIndividuals":[{"name":"Jane"}]}'],
  ])('ignores a block with %s as a whole', (_, json) => {
    document.head.innerHTML = `<script type="application/json" data-fg-config>${json}</script>`;
    expect(readPageConfig(document, 'https://www.example.co.za')).toMatchObject({
      fspNumber: DEMO_COMPANY_FACTS.fspNumber,
      keyIndividuals: DEMO_COMPANY_FACTS.keyIndividuals,
    });
  });

  it.each([
    ['malformed JSON', '{"mainApiBase":'],
    ['a javascript: URL', '{"mainApiBase":"javascript:alert(1)"}'],
    ['a wrong type', '{"mainApiBase":42}'],
  ])('ignores %s and keeps the defaults', (_, json) => {
    document.head.innerHTML = `<script type="application/json" data-fg-config>${json}</script>`;
    expect(readPageConfig(document, 'https://www.example.co.za').mainApiBase).toBe(
      'https://www.example.co.za',
    );
  });
});

it('reads the CSP nonce from its meta tag', () => {
  expect(readPageNonce(document)).toBeUndefined();
  document.head.innerHTML = '<meta name="csp-nonce" content="abc123">';
  expect(readPageNonce(document)).toBe('abc123');
});
