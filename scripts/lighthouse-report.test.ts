import { describe, expect, it } from 'vitest';
import { failures, formatTable, median, type PageScores } from './lighthouse-report';

const good: PageScores = {
  page: '/',
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 1234,
  lcp: 1500,
  tbt: 12.4,
  cls: 0,
};

describe('median', () => {
  it.each([
    [[97, 99, 98], 98],
    [[90, 100], 95],
    [[42], 42],
  ])('%j → %d', (values, expected) => expect(median(values)).toBe(expected));
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
  it('prints one aligned row per page with the metrics in seconds and milliseconds', () => {
    expect(formatTable([good, { ...good, page: '/login', tbt: 150, cls: 0.0123 }])).toBe(
      [
        'page    perf  a11y  best pr.  SEO     FCP     LCP     TBT    CLS',
        '/         99   100       100  100  1.23 s  1.50 s   12 ms  0.000',
        '/login    99   100       100  100  1.23 s  1.50 s  150 ms  0.012',
      ].join('\n'),
    );
  });
});
