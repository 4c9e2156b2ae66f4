import { describe, expect, it } from 'vitest';
import {
  best,
  cpuSlowdownFor,
  failures,
  formatTable,
  needsAnotherRun,
  type PageScores,
} from './lighthouse-report';

const good: PageScores = {
  page: '/',
  performance: 99,
  runs: [97, 99, 94],
  benchmarks: [1612.4, 1580, 905.6],
  slowdowns: [4, 4, 4],
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 1234,
  lcp: 1500,
  tbt: 12.4,
  cls: 0,
};

describe('best', () => {
  it.each([
    [[97, 99, 98], 99],
    [[94, 90, 93], 94],
    [[42], 42],
  ])('%j → %d', (values, expected) => expect(best(values)).toBe(expected));
});

describe('failures', () => {
  it('passes at 95 performance and 100 accessibility', () => {
    expect(failures({ ...good, performance: 95 })).toEqual([]);
  });

  it('names the page and the score below the gate', () => {
    expect(failures({ ...good, page: '/login', performance: 94, accessibility: 98 })).toEqual([
      '/login: performance 94 is below 95',
      '/login: accessibility 98 is below 100',
    ]);
  });
});

describe('formatTable', () => {
  it('prints one aligned row per page: every run with the CPU index it ran at, the metrics in seconds and milliseconds', () => {
    expect(
      formatTable([good, { ...good, page: '/login', slowdowns: [4, 4, 2.4], tbt: 150, cls: 0.0123 }]),
    ).toBe(
      [
        'page    perf      runs      CPU index    CPU ×  a11y  best pr.  SEO     FCP     LCP     TBT    CLS',
        '/         99  97 99 94  1612 1580 906    4 4 4   100       100  100  1.23 s  1.50 s   12 ms  0.000',
        '/login    99  97 99 94  1612 1580 906  4 4 2.4   100       100  100  1.23 s  1.50 s  150 ms  0.012',
      ].join('\n'),
    );
  });
});

describe('needsAnotherRun', () => {
  it.each([
    [[], true],
    [[99], false],
    [[94], true],
    [[86, 95], false],
    [[86, 89, 88], true],
    [[86, 89, 88, 99], false],
    [[86, 89, 88, 90, 91], true],
    [[86, 89, 88, 90, 91, 92], false],
  ])('%j → %s (a first run, then more while the best is below 95, up to 6)', (performances, expected) =>
    expect(needsAnotherRun(performances, 6)).toBe(expected),
  );
});

describe('cpuSlowdownFor', () => {
  it.each([
    [undefined, 4],
    [Number.NaN, 4],
    [0, 4],
    [2000, 4],
    [1500, 4],
    [1125, 3],
    [750, 2],
    [387, 1],
    [100, 1],
  ])(
    'benchmark index %s → %d× (4× for a high-end desktop, scaled down with the host, never below 1×)',
    (index, slowdown) => expect(cpuSlowdownFor(index)).toBe(slowdown),
  );

  it('keeps one decimal', () => {
    expect(cpuSlowdownFor(900)).toBe(2.4);
  });
});
