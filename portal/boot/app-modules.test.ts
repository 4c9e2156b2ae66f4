import { describe, expect, it } from 'vitest';
import { appModules } from './app-modules';

describe('appModules', () => {
  it('reads the site paths of the scripts, the entry first', () => {
    expect(appModules('/assets/index-A1.js /assets/styles-B2.js\n /assets/login-page-D4.js')).toEqual([
      '/assets/index-A1.js',
      '/assets/styles-B2.js',
      '/assets/login-page-D4.js',
    ]);
  });

  it('reads nothing from an absent or empty list', () => {
    expect(appModules(undefined)).toEqual([]);
    expect(appModules('  ')).toEqual([]);
  });

  it.each([
    'https://evil.example/x.js',
    '//evil.example/x.js',
    '/\\evil.example/x.js',
    'javascript:alert(1)//.js',
    '/assets/../../x.js',
    '/assets/styles.css',
    'assets/index-A1.js',
    '/assets/index"onload="x.js',
  ])('refuses the whole list when one entry is %s', (bad) => {
    expect(appModules(`/assets/index-A1.js ${bad}`)).toEqual([]);
  });
});
