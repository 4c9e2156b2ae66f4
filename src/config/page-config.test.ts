// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_FACTS } from './company';
import { configure, DEPLOYMENT_CONFIG, forgetConfigured, readPageConfig } from './page-config';
import { readPageNonce } from './page-nonce';

const pageGlobals = globalThis as unknown as Record<symbol, unknown>;

beforeEach(() => {
  document.head.innerHTML = '';
});
afterEach(() => {
  delete pageGlobals[DEPLOYMENT_CONFIG];
  forgetConfigured();
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

describe('the layers of a page’s settings', () => {
  const block = (json: string) => {
    document.head.innerHTML = `<script type="application/json" data-fg-config>${json}</script>`;
  };

  it('takes what the deployment serving the tags says about itself, with no block on the page', () => {
    pageGlobals[DEPLOYMENT_CONFIG] = {
      mainApiBase: 'https://api.example.co.za',
      authBase: 'https://id.example.co.za',
      fspNumber: '12345',
    };
    expect(readPageConfig(document, 'https://portal.example.co.za')).toMatchObject({
      mainApiBase: 'https://api.example.co.za',
      authBase: 'https://id.example.co.za',
      webApiBase: 'https://portal.example.co.za',
      fspNumber: '12345',
    });
  });

  it('lets the page’s block override the deployment, and configure() override both, field by field', () => {
    pageGlobals[DEPLOYMENT_CONFIG] = { mainApiBase: 'https://api.example.co.za', fspNumber: '12345' };
    block('{"mainApiBase":"https://staging-api.example.co.za","telephone":"0860 000 111"}');
    configure({ telephone: '0860 222 333', webApiBase: undefined });
    expect(readPageConfig(document, 'https://portal.example.co.za')).toMatchObject({
      mainApiBase: 'https://staging-api.example.co.za',
      fspNumber: '12345',
      telephone: '0860 222 333',
      webApiBase: 'https://portal.example.co.za',
    });
  });

  it('ignores a malformed layer as a whole and keeps the others', () => {
    pageGlobals[DEPLOYMENT_CONFIG] = { mainApiBase: 'javascript:alert(1)', fspNumber: '12345' };
    configure({ mainApiBase: 'https://api.example.co.za' });
    expect(readPageConfig(document, 'https://portal.example.co.za')).toMatchObject({
      mainApiBase: 'https://api.example.co.za',
      fspNumber: DEMO_COMPANY_FACTS.fspNumber,
    });
  });
});

it('reads the CSP nonce from its meta tag', () => {
  expect(readPageNonce(document)).toBeUndefined();
  document.head.innerHTML = '<meta name="csp-nonce" content="abc123">';
  expect(readPageNonce(document)).toBe('abc123');
});
