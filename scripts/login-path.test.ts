import { describe, expect, it } from 'vitest';
import { allScriptBytes, type LoadedSpan, type LoginPath, loginPath, overBudget } from './login-path';

const at = (path: string, start: number, end: number, bytes = 0): LoadedSpan => ({
  url: `http://127.0.0.1:5460${path}`,
  start,
  end,
  bytes,
});

// Issue 49's login before its fix: the balances waited for the workspace menus.
const before: LoadedSpan[] = [
  at('/assets/app-area.js', -400, -380, 3541),
  at('/assets/contact-form.js', -400, -350, 1855),
  at('/auth/connect/token', 40, 150, 861),
  at('/assets/customer-area.js', 210, 250, 11446),
  at('/assets/tab-sync.js', 212, 213, 541), // from the cache: no round trip, but a script all the same
  at('/v5/api/Parties/300145/workspaces', 215, 340),
  at('/v3/api/NebulaDashboard/Categories', 215, 345),
  at('/cms/api/footer/', 180, 290),
  at('/v5/api/workspaces/101/workspacemenuitems', 343, 452),
  at('/v3/api/NebulaDashboard/300145/groupbalance/1', 533, 636, 43),
  at('/v3/api/NebulaDashboard/300145/groupbalance/5', 533, 663, 37),
  at('/assets/investments-page.js', 700, 720, 5000), // after the screen: not on the way to it
];

describe('loginPath', () => {
  it('counts round trips from the token call, and scripts after the press apart from those while typing', () => {
    const path = loginPath(before, { typedFrom: -1000, shownAt: 670 });
    expect(path).toEqual({
      ms: 630,
      roundTrips: 4,
      scripts: 2,
      scriptBytes: 11446 + 541,
      typedScripts: 2,
      typedBytes: 3541 + 1855,
    });
    expect(allScriptBytes(path)).toBe(11446 + 541 + 3541 + 1855);
  });

  it('counts three when the balances leave as the categories answer', () => {
    const after = before.map((span) =>
      span.url.includes('/groupbalance/') ? { ...span, start: 346, end: 450 } : span,
    );
    expect(loginPath(after, { typedFrom: -1000, shownAt: 460 }).roundTrips).toBe(3);
  });
});

describe('overBudget', () => {
  const run = (roundTrips: number, scriptBytes: number, typedBytes = 0): LoginPath => ({
    ms: 500,
    roundTrips,
    scripts: 10,
    scriptBytes,
    typedScripts: 3,
    typedBytes,
  });
  const budget = { roundTrips: 3, scriptBytes: 10 * 1024 };

  it('passes runs within both limits', () => {
    expect(overBudget([run(3, 5 * 1024, 5 * 1024), run(2, 1024)], budget)).toEqual([]);
  });

  it('fails on any run over either limit, counting the bytes loaded while typing', () => {
    expect(overBudget([run(3, 1024), run(4, 1024)], budget)).toEqual([
      '4 round trips in a row, over the budget of 3',
    ]);
    expect(overBudget([run(3, 6 * 1024, 5 * 1024)], budget)).toEqual([
      '11.0 KB of scripts, over the budget of 10.0 KB',
    ]);
  });
});
