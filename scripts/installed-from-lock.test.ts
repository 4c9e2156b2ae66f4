import { describe, expect, it } from 'vitest';
import { installedFromLock } from './installed-from-lock.mjs';

const lock = (packages: Record<string, object>) =>
  JSON.stringify({ lockfileVersion: 3, packages: { '': {}, ...packages } });
const hono = { version: '4.9.0', integrity: 'sha512-a' };
const esbuildDarwin = { version: '0.25.0', integrity: 'sha512-b', optional: true };

describe('installedFromLock: npm ci made the install npm start would make', () => {
  it('takes an install whose hidden lockfile has every package at the same version and integrity', () => {
    const wanted = lock({ 'node_modules/hono': hono, 'node_modules/@esbuild/darwin-arm64': esbuildDarwin });
    // Another platform's optional binary is not installed here.
    expect(installedFromLock(wanted, lock({ 'node_modules/hono': hono }))).toBe(true);
  });

  it('refuses a missing package, another version or integrity, no hidden lockfile, or one that is not JSON', () => {
    const wanted = lock({ 'node_modules/hono': hono });
    expect(installedFromLock(wanted, lock({}))).toBe(false);
    expect(installedFromLock(wanted, lock({ 'node_modules/hono': { ...hono, version: '4.8.0' } }))).toBe(
      false,
    );
    expect(installedFromLock(wanted, lock({ 'node_modules/hono': { ...hono, integrity: 'sha512-c' } }))).toBe(
      false,
    );
    expect(installedFromLock(wanted, undefined)).toBe(false);
    expect(installedFromLock(wanted, '{')).toBe(false);
  });

  it('refuses an optional package installed at another version', () => {
    const wanted = lock({ 'node_modules/@esbuild/darwin-arm64': esbuildDarwin });
    const other = lock({ 'node_modules/@esbuild/darwin-arm64': { ...esbuildDarwin, version: '0.24.0' } });
    expect(installedFromLock(wanted, other)).toBe(false);
  });
});
