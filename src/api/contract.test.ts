import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTRACT } from './contract';

const root = join(import.meta.dirname, '..', '..');

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('test/'))
    .map((file) => join(root, folder, file));
}

/** A path with each parameter as `{}`: `[partyId]`, `{partyId}` and `${…}` alike. */
const shapeOf = (path: string) =>
  path
    .replace(/\$\{DASHBOARD_PATH\}/g, '/v3/api/NebulaDashboard')
    .replace(/\$\{memberPath\([^)]*\)\}/g, '/v4/api/retirementinvestments/{}/member/{}')
    .replace(/\$\{[^}]*\}|\[partyId\]|\{[A-Za-z]+\}/g, '{}');

// An API path as the code writes it: a quoted or template literal that starts with a version, the
// content system's /api, the token service's /connect, or the dashboard's or member choice's prefix.
// A template's `${…}` may hold quotes of its own (`${party || '0'}`).
const PATH_START = String.raw`(?:\/(?:v\d|V\d|api|connect)\/|\$\{DASHBOARD_PATH\}|\$\{memberPath\()`;
const PATH_LITERAL = new RegExp(
  String.raw`'(${PATH_START}[^'\n]*)'|\`(${PATH_START}(?:\$\{[^}]*\}|[^\`\n])*)\``,
  'g',
);

/** Every API path the client code can call, from the source: src/api, the config, the widgets. */
function pathsInCode(): Map<string, string> {
  const found = new Map<string, string>();
  const files = [...sourceFiles('src/api'), ...sourceFiles('src/config'), ...sourceFiles('widgets')];
  for (const file of files) {
    if (file.endsWith('contract.ts')) continue;
    const code = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    for (const [, quoted, template] of code.matchAll(PATH_LITERAL)) {
      const path = quoted ?? template ?? '';
      // A prefix the code builds on (the dashboard's, a member's) is not a call of its own.
      if (path === '/v3/api/NebulaDashboard' || /member\/\$\{[^}]*\}`?$/.test(path)) continue;
      found.set(shapeOf(path), relative(root, file));
    }
  }
  return found;
}

describe('the contract (spec §7 as the portal calls it)', () => {
  it('lists every call the client code can make, and no other', () => {
    const inCode = pathsInCode();
    const inContract = new Set(CONTRACT.map((call) => shapeOf(call.path)));
    const missing = [...inCode]
      .filter(([path]) => !inContract.has(path))
      .map(([path, file]) => `${path} (${file})`);
    const extra = [...inContract].filter((path) => !inCode.has(path));
    expect(missing).toEqual([]);
    expect(extra).toEqual([]);
    // The extraction finds what it should: at least the three purchases and the dashboard's reads.
    expect([...inCode.keys()]).toEqual(
      expect.arrayContaining([
        '/v4/api/buy/UnitTrust/',
        '/v4/api/buy/SecuredInvestment',
        '/v3/api/NebulaDashboard/{}/summary/{}',
        '/v4/api/retirementinvestments/{}/member/{}/choices',
        '/connect/token',
      ]),
    );
  });

  it('names each call once, with a method, a spec section and a schema for its answer', () => {
    const ids = CONTRACT.map((call) => call.id);
    expect(new Set(ids).size).toBe(ids.length);
    const routes = CONTRACT.map((call) => `${call.method} ${call.path}`);
    expect(new Set(routes).size).toBe(routes.length);
    for (const call of CONTRACT) {
      expect(call.spec).toMatch(/§\d|Not in §7/);
      expect(call.response).toBeDefined();
    }
  });

  it('sends a token only where the client does: never on the spec §6 calls without one', () => {
    const withoutToken = CONTRACT.filter((call) => call.auth === 'none').map((call) => call.id);
    expect(withoutToken).toEqual(
      expect.arrayContaining([
        'signUpStep',
        'register',
        'contactMe',
        'rateService',
        'reinvest',
        'tfsaSwitch',
      ]),
    );
  });
});
