import { describe, expect, it } from 'vitest';
import { companyFacts, createConfig, DEMO_COMPANY_FACTS } from '../src/config';
import { configProblem, publicOriginFromEnv, serveModeFromEnv } from './config-from-env';

const REAL_API = {
  FG_API_MAIN: 'https://api.example.co.za',
  FG_API_WEB: 'https://web.example.co.za',
  FG_API_AUTH: 'https://id.example.co.za',
  FG_API_CONTENT: 'https://cms.example.co.za',
};

const REAL_FACTS = {
  FG_COMPANY_FSP_NUMBER: '12345',
  FG_COMPANY_TELEPHONE: '0860 000 111',
  FG_COMPANY_FAX: '021 000 0112',
  FG_COMPANY_ADDRESS: '1 Long Street, Cape Town, 8001',
  FG_COMPANY_SUPPORT_EMAIL: 'help@fg.example.co.za',
  FG_COMPANY_REGISTERED_NAME: 'Example Financial Services (Pty) Ltd',
  FG_COMPANY_REGISTRATION_NUMBER: '2001/234567/07',
  FG_COMPANY_LICENCE_CATEGORIES:
    'Category I: Long-term Insurance subcategory B1; Category I: Pension Fund Benefits;',
  FG_COMPANY_KEY_INDIVIDUALS: 'Jane Mokoena | Managing director; Sam Naidoo|Head of compliance',
  FG_COMPANY_COMPLIANCE_OFFICER: 'Lee Adams',
  FG_COMPANY_COMPLIANCE_EMAIL: 'compliance@fg.example.co.za',
};

/** The facts REAL_FACTS declares, as the page is handed them. */
const REAL_FACTS_CONFIG = {
  fspNumber: '12345',
  telephone: '0860 000 111',
  fax: '021 000 0112',
  address: '1 Long Street, Cape Town, 8001',
  supportEmail: 'help@fg.example.co.za',
  registeredName: 'Example Financial Services (Pty) Ltd',
  registrationNumber: '2001/234567/07',
  licenceCategories: ['Category I: Long-term Insurance subcategory B1', 'Category I: Pension Fund Benefits'],
  keyIndividuals: [
    { name: 'Jane Mokoena', role: 'Managing director' },
    { name: 'Sam Naidoo', role: 'Head of compliance' },
  ],
  complianceOfficer: 'Lee Adams',
  complianceEmail: 'compliance@fg.example.co.za',
};

const PRODUCTION = { FG_SANDBOX: 'off', ...REAL_API, ...REAL_FACTS };

describe('publicOriginFromEnv', () => {
  it('takes FG_PUBLIC_ORIGIN, else the address the server listens on, localhost for a wildcard', () => {
    expect(publicOriginFromEnv({ FG_PUBLIC_ORIGIN: 'https://portal.fg.example/x', HOST: '10.0.0.1' })).toBe(
      'https://portal.fg.example',
    );
    expect(publicOriginFromEnv({})).toBe('http://localhost:4173');
    expect(publicOriginFromEnv({ HOST: '127.0.0.1', PORT: '4317' })).toBe('http://127.0.0.1:4317');
    expect(publicOriginFromEnv({ HOST: '0.0.0.0', PORT: '80' })).toBe('http://localhost:80');
    expect(publicOriginFromEnv({ HOST: '::1' })).toBe('http://[::1]:4173');
  });
});

describe('serveModeFromEnv', () => {
  it('mounts the sandbox by default, with whatever bases are set', () => {
    expect(serveModeFromEnv({})).toEqual({ sandbox: true, examples: true, accessLog: true, config: {} });
    expect(serveModeFromEnv({ FG_API_MAIN: REAL_API.FG_API_MAIN })).toMatchObject({
      sandbox: true,
      config: { mainApiBase: REAL_API.FG_API_MAIN },
    });
  });

  it('serves the site alone with FG_SANDBOX=off, the four bases and the company facts', () => {
    const mode = serveModeFromEnv(PRODUCTION);
    expect(mode).toEqual({
      sandbox: false,
      examples: false,
      accessLog: true,
      config: {
        mainApiBase: REAL_API.FG_API_MAIN,
        webApiBase: REAL_API.FG_API_WEB,
        authBase: REAL_API.FG_API_AUTH,
        contentBase: REAL_API.FG_API_CONTENT,
        ...REAL_FACTS_CONFIG,
      },
    });
    // What the page is then handed carries the configured facts, none of the sandbox's.
    if ('error' in mode) throw new Error(mode.error);
    expect(companyFacts(createConfig('https://portal.example.co.za', mode.config))).toEqual(
      REAL_FACTS_CONFIG,
    );
  });

  it('refuses FG_SANDBOX=off with a base missing, and names it', () => {
    expect(serveModeFromEnv({ ...PRODUCTION, FG_API_AUTH: '' })).toEqual({
      error: 'FG_SANDBOX=off serves the site alone: set FG_API_AUTH to the real API.',
    });
  });

  it('serves the examples with the sandbox only, unless FG_EXAMPLES says otherwise', () => {
    expect(serveModeFromEnv({ ...PRODUCTION })).toMatchObject({ examples: false });
    expect(serveModeFromEnv({ ...PRODUCTION, FG_EXAMPLES: 'on' })).toMatchObject({
      examples: true,
    });
    expect(serveModeFromEnv({ FG_EXAMPLES: '0' })).toMatchObject({ sandbox: true, examples: false });
  });

  it('turns the access log off with FG_ACCESS_LOG=off (or 0), and refuses a flag it cannot read', () => {
    expect(serveModeFromEnv({ FG_ACCESS_LOG: 'off' })).toMatchObject({ accessLog: false });
    expect(serveModeFromEnv({ FG_ACCESS_LOG: '0' })).toMatchObject({ accessLog: false });
    expect(serveModeFromEnv({ FG_ACCESS_LOG: 'quiet' })).toEqual({
      error: 'FG_ACCESS_LOG must be on or off (1/0, true/false, yes/no).',
    });
  });

  it.each(Object.keys(REAL_FACTS))('refuses FG_SANDBOX=off without %s, and names it', (variable) => {
    expect(serveModeFromEnv({ ...PRODUCTION, [variable]: ' ' })).toEqual({
      error: `FG_SANDBOX=off serves the site alone: set ${variable} to the group's published facts.`,
    });
  });

  it('names every missing base and fact at once', () => {
    expect(serveModeFromEnv({ FG_SANDBOX: 'off', ...REAL_API, FG_API_WEB: '' })).toEqual({
      error:
        "FG_SANDBOX=off serves the site alone: set FG_API_WEB to the real API, and set FG_COMPANY_FSP_NUMBER, FG_COMPANY_TELEPHONE, FG_COMPANY_FAX, FG_COMPANY_ADDRESS, FG_COMPANY_SUPPORT_EMAIL, FG_COMPANY_REGISTERED_NAME, FG_COMPANY_REGISTRATION_NUMBER, FG_COMPANY_LICENCE_CATEGORIES, FG_COMPANY_KEY_INDIVIDUALS, FG_COMPANY_COMPLIANCE_OFFICER, FG_COMPANY_COMPLIANCE_EMAIL to the group's published facts.",
    });
  });

  it('lets the sandbox stand in with its demo facts, or takes the facts that are set', () => {
    const demo = serveModeFromEnv({});
    if ('error' in demo) throw new Error(demo.error);
    expect(companyFacts(createConfig('http://localhost:4173', demo.config))).toEqual(DEMO_COMPANY_FACTS);
    expect(serveModeFromEnv({ FG_COMPANY_FSP_NUMBER: ' 12345 ' })).toEqual({
      sandbox: true,
      examples: true,
      accessLog: true,
      config: { fspNumber: '12345' },
    });
  });
});

describe('list facts in one variable', () => {
  it("reads entries separated by ';', and a key individual as 'name | role'", () => {
    expect(
      serveModeFromEnv({
        FG_COMPANY_LICENCE_CATEGORIES: ' Category I: Retail Pension Benefits ',
        FG_COMPANY_KEY_INDIVIDUALS: 'Jane Mokoena|Managing director',
      }),
    ).toMatchObject({
      config: {
        licenceCategories: ['Category I: Retail Pension Benefits'],
        keyIndividuals: [{ name: 'Jane Mokoena', role: 'Managing director' }],
      },
    });
  });

  it.each([
    ['a key individual without a role', 'Jane Mokoena'],
    ['a key individual with an empty role', 'Jane Mokoena | '],
    ['a key individual with two roles', 'Jane Mokoena | Director | Owner'],
    ['no entry at all', ' ; ; '],
  ])('refuses %s, naming the variable and its format', (_, value) => {
    expect(serveModeFromEnv({ ...PRODUCTION, FG_COMPANY_KEY_INDIVIDUALS: value })).toEqual({
      error:
        "Malformed configuration: check FG_COMPANY_KEY_INDIVIDUALS ('name | role' entries separated by ';').",
    });
  });

  it('refuses a list of licence categories with no entry', () => {
    expect(serveModeFromEnv({ FG_COMPANY_LICENCE_CATEGORIES: ';' })).toEqual({
      error: "Malformed configuration: check FG_COMPANY_LICENCE_CATEGORIES (categories separated by ';').",
    });
  });
});

describe('configProblem', () => {
  const config = (env: NodeJS.ProcessEnv) => {
    const mode = serveModeFromEnv(env);
    if ('error' in mode) throw new Error(mode.error);
    return mode.config;
  };

  it('finds nothing wrong with well-formed values, or with the sandbox defaults', () => {
    expect(configProblem('https://portal.example.co.za', config(PRODUCTION))).toBeUndefined();
    expect(configProblem('http://localhost:4173', config({}))).toBeUndefined();
  });

  it('names each malformed variable', () => {
    const env = {
      ...PRODUCTION,
      FG_COMPANY_FSP_NUMBER: 'FSP 12345',
      FG_API_WEB: 'ftp://web.example.co.za',
      FG_COMPANY_REGISTRATION_NUMBER: '2001-234567-07',
      FG_COMPANY_COMPLIANCE_EMAIL: 'compliance',
    };
    expect(configProblem('https://portal.example.co.za', config(env))).toBe(
      'Malformed configuration: check FG_API_WEB, FG_COMPANY_FSP_NUMBER, FG_COMPANY_REGISTRATION_NUMBER, FG_COMPANY_COMPLIANCE_EMAIL.',
    );
  });
});
