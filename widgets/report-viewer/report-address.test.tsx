import { describe, expect, it } from 'vitest';
import { HOSTILE_ADDRESSES } from '../../src/domain/test/hostile-addresses';
import { framableAddress, withDateRange } from './report-address';

const base = (address: string) => {
  const url = framableAddress(address);
  if (!url) throw new Error(`not framable: ${address}`);
  return url;
};

describe('framableAddress', () => {
  it.each(['https://app.powerbi.com/view?r=abc', 'http://localhost:4173/sandbox-reports/12.html'])(
    'accepts the http(s) address %s',
    (address) => {
      expect(framableAddress(address)?.href).toBe(address);
    },
  );

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<p>x</p>',
    'blob:https://example.co.za/1',
    'file:///etc/passwd',
    '/relative/path',
    '',
    'not a url',
    ...HOSTILE_ADDRESSES,
  ])('refuses %j', (address) => {
    expect(framableAddress(address)).toBeUndefined();
  });
});

describe('withDateRange', () => {
  const report = base('https://reports.example.co.za/r/12?rs:embed=true&entity=4417#page2');

  it('leaves the address as it is without a range', () => {
    expect(withDateRange(report, undefined)).toBe(report.href);
    expect(withDateRange(report, '  ')).toBe(report.href);
  });

  it.each([
    ['&dateRange=7d', 'dateRange=7d'],
    ['?dateRange=7d', 'dateRange=7d'],
    ['dateRange=ytd&tz=SAST', 'dateRange=ytd&tz=SAST'],
    ['7d', 'dateRange=7d'],
    ['Last 7 days', 'dateRange=Last+7+days'],
  ])('appends %j as %j, keeping the report parameters and fragment', (value, added) => {
    expect(withDateRange(report, value)).toBe(
      `https://reports.example.co.za/r/12?rs:embed=true&entity=4417&${added}#page2`,
    );
  });

  it('starts the query when the address has none', () => {
    expect(withDateRange(base('https://reports.example.co.za/r/12'), '&dateRange=30d')).toBe(
      'https://reports.example.co.za/r/12?dateRange=30d',
    );
  });

  it.each(['#@evil.example/x', '&next=//evil.example', '/../../admin', 'a=1#b'])(
    'keeps %j inside the query, never changing host or path',
    (value) => {
      const url = new URL(withDateRange(report, value));
      expect(url.origin).toBe('https://reports.example.co.za');
      expect(url.pathname).toBe('/r/12');
      expect(url.hash).toBe('#page2');
    },
  );
});
