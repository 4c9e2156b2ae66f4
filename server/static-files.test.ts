import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acceptedEncodings, fileUnder } from './static-files';

describe('acceptedEncodings', () => {
  it.each([
    ['gzip, deflate, br, zstd', ['br', 'gzip']],
    ['gzip', ['gzip']],
    ['br;q=0, gzip;q=0.8', ['gzip']],
    ['identity', []],
    [undefined, []],
  ])('%s → %j', (header, expected) => {
    expect(acceptedEncodings(header)).toEqual(expected);
  });
});

describe('fileUnder', () => {
  const root = mkdtempSync(join(tmpdir(), 'fg-static-'));
  writeFileSync(join(root, 'a.js'), '');

  it('finds a file under the root', () => {
    expect(fileUnder(root, '/a.js')).toBe(join(root, 'a.js'));
  });

  mkdirSync(join(root, '.vite'));
  writeFileSync(join(root, '.vite', 'manifest.json'), '{}');
  writeFileSync(join(root, '.env'), '');

  it.each([
    '/../etc/passwd',
    '/%2e%2e/x',
    '/',
    '/missing.js',
    '/%E0%A4%A',
    '/a.js%00',
    '/.vite/manifest.json',
    '/%2evite/manifest.json',
    '/.env',
  ])('refuses %s', (path) => {
    expect(fileUnder(root, path)).toBeNull();
  });
});
