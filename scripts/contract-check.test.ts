import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, SIPHO_USERNAME, THANDI_PARTY_ID, THANDI_USERNAME } from '../sandbox/app';
import { testSandbox } from '../sandbox/testing/api-client';
import { CONTRACT } from '../src/api/contract';
import { contractArguments } from './contract';
import { type CallReport, checkContract, formatContractTable, WRITES_MADE } from './contract-check';

const ORIGIN = 'http://localhost';

function checkAgainstSandbox(username = THANDI_USERNAME, writes = false) {
  const { sandbox } = testSandbox();
  const run = () =>
    checkContract({
      writes,
      bases: { main: ORIGIN, web: ORIGIN, auth: `${ORIGIN}/auth`, content: `${ORIGIN}/cms` },
      username,
      password: DEMO_PASSWORD,
      fetch: async (input, init) => sandbox.app.fetch(new Request(input, init)),
    });
  return { sandbox, run };
}

const byId = (reports: readonly CallReport[], id: string) => {
  const report = reports.find((candidate) => candidate.id === id);
  if (!report) throw new Error(`no report for ${id}`);
  return report;
};

describe('npm run contract: a live API against the portal contract', () => {
  it('passes against the sandbox: every read made, none a mismatch', async () => {
    const reports = await checkAgainstSandbox().run();
    expect(reports.filter((report) => report.mismatch).map((report) => report.id)).toEqual([]);
    expect(reports).toHaveLength(CONTRACT.length);
    const made = reports.filter((report) => !report.notCalled).map((report) => report.id);
    // Every GET of the contract but the link terms (needs an e-mailed link) and the report (Thandi has none).
    const reads = CONTRACT.filter((call) => call.method === 'GET' && !call.confirms).map((call) => call.id);
    expect(made.sort()).toEqual(
      ['token', ...reads.filter((id) => id !== 'linkTerms' && id !== 'report')].sort(),
    );
    expect(byId(reports, 'linkTerms').notCalled).toBe('needs an e-mailed link');
    expect(byId(reports, 'buySecuredInvestment').notCalled).toBe(
      'a write that changes the account: never made',
    );
    expect(byId(reports, 'savePersonalDetails').notCalled).toBe('a write: made only with --writes');
    // The link pages' GETs confirm a reinvestment or a switch: never made.
    expect(byId(reports, 'reinvest').notCalled).toBe('a write that changes the account: never made');
    expect(byId(reports, 'summary').statuses).toEqual([200]);
  });

  it('with --writes, makes only the writes that leave the account as it was, and it is', async () => {
    const { sandbox, run } = checkAgainstSandbox(THANDI_USERNAME, true);
    const before = structuredClone(sandbox.store.party(THANDI_PARTY_ID)?.personal);
    const reports = await run();
    expect(reports.filter((report) => report.mismatch).map((report) => report.id)).toEqual([]);
    const made = reports.filter((report) => report.statuses.length > 0).map((report) => report.id);
    expect(made).toEqual(expect.arrayContaining([...WRITES_MADE]));
    expect(sandbox.store.party(THANDI_PARTY_ID)?.personal).toEqual(before);
    expect(sandbox.store.state.records.purchases).toEqual([]);
    expect(byId(reports, 'changePassword').notCalled).toBe('a write that changes the account: never made');
  });

  it("reads an employee's reports from the reports the workspace menus name", async () => {
    const reports = await checkAgainstSandbox(SIPHO_USERNAME).run();
    expect(byId(reports, 'report')).toMatchObject({ statuses: [200], mismatch: false });
  });

  it('reports a renamed field as missing, and the new name as not read', async () => {
    const { sandbox, run } = checkAgainstSandbox();
    sandbox.injectFault({
      path: '/v3/api/NebulaDashboard/Categories',
      status: 200,
      body: [{ NavigationItemId: 1, NavigationText: 'Investments' }],
    });
    const categories = byId(await run(), 'categories');
    expect(categories).toMatchObject({
      mismatch: true,
      missing: ['[].NavigationItemID'],
      unread: ['[].NavigationItemId'],
    });
  });

  it('reports a string where the portal reads a number', async () => {
    const { sandbox, run } = checkAgainstSandbox();
    sandbox.injectFault({
      path: '/v3/api/NebulaDashboard/*/groupbalance/*',
      status: 200,
      body: { Balance: '1 000.00' },
    });
    const balance = byId(await run(), 'groupBalance');
    expect(balance.mismatch).toBe(true);
    expect(balance.otherType).toEqual(['Balance: number or null, got string']);
  });

  it('reports a 500 as a mismatch, and a 404 for "none" as an answer', async () => {
    const { sandbox, run } = checkAgainstSandbox();
    sandbox.injectFault({ path: '/v3/api/Parties/*/PartyContactDetails', status: 500 });
    sandbox.injectFault({ path: '/V5/api/PartyTax/*', status: 404 });
    const reports = await run();
    expect(byId(reports, 'contactDetails')).toMatchObject({ statuses: [500], mismatch: true });
    expect(byId(reports, 'taxNumber')).toMatchObject({ statuses: [404], mismatch: false });
  });

  it('stops after a failed sign-in, saying why', async () => {
    const { sandbox, run } = checkAgainstSandbox();
    sandbox.injectFault({ path: '/auth/connect/token', status: 400 });
    const reports = await run();
    expect(byId(reports, 'token').mismatch).toBe(true);
    expect(byId(reports, 'categories').notCalled).toBe('the sign-in failed');
  });

  it('prints a table: call, status, time, fields missing, of another type, not read', async () => {
    const { sandbox, run } = checkAgainstSandbox();
    sandbox.injectFault({
      path: '/v3/api/NebulaDashboard/*/groupbalance/*',
      status: 200,
      body: { Balance: 'x', Extra: 1 },
    });
    const table = formatContractTable(await run()).split('\n');
    expect(table[0]).toMatch(
      /^call +status +time +fields missing +fields of another type +fields not read +note$/,
    );
    expect(table.find((line) => line.startsWith('✗ groupBalance'))).toMatch(
      /200 +\d+ ms +ProductMappingID \(optional\) +Balance: number or null, got string +Extra$/,
    );
    expect(table.find((line) => line.startsWith('· linkTerms'))).toContain(
      'not called: needs an e-mailed link',
    );
  });
});

describe('its arguments', () => {
  it('takes the bases as the portal config defaults them, and refuses anything but http(s)', () => {
    expect(
      contractArguments(['--base', 'https://api.example/', '--username', 'u', '--password', 'p']),
    ).toEqual({
      bases: {
        main: 'https://api.example',
        web: 'https://api.example',
        auth: 'https://api.example/auth',
        content: 'https://api.example/cms',
      },
      username: 'u',
      password: 'p',
      writes: false,
    });
    expect(
      contractArguments(['--base', 'https://a.example', '--username', 'u', '--password', 'p', '--writes'])
        .writes,
    ).toBe(true);
    expect(
      contractArguments([
        '--base',
        'https://a.example',
        '--auth',
        'https://id.example',
        '--username',
        'u',
        '--password',
        'p',
      ]).bases.auth,
    ).toBe('https://id.example');
    expect(() =>
      contractArguments(['--base', 'javascript:alert(1)', '--username', 'u', '--password', 'p']),
    ).toThrow(/Not an http/);
    expect(() => contractArguments(['--base', 'https://a.example'])).toThrow(/Usage/);
  });
});
