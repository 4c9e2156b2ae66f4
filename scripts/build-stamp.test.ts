import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { beginBuild, buildInputFiles, endBuild, isBuildCurrent } from './build-stamp';

const INPUTS = ['src', 'index.html', 'vite.config.ts'];
let root: string;
let dist: string;

function write(path: string, body: string) {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), body);
}

function build() {
  beginBuild(root, dist, INPUTS);
  endBuild(dist);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'fg-stamp-'));
  dist = join(root, 'dist');
  write('src/a.ts', 'export const a = 1;');
  write('src/deep/b.ts', 'export const b = 2;');
  write('index.html', '<!doctype html>');
  write('vite.config.ts', 'export default {};');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('build stamp', () => {
  it('lists the input files, sorted, without tests or test helpers', () => {
    write('src/a.test.ts', 'test');
    write('src/test/helper.ts', 'helper');
    expect(buildInputFiles(root, [...INPUTS, 'missing-folder'])).toEqual([
      'index.html',
      'src/a.ts',
      'src/deep/b.ts',
      'vite.config.ts',
    ]);
  });

  it('finds no build before the first one, and a current one after it', () => {
    expect(isBuildCurrent(root, dist, INPUTS)).toBe(false);
    build();
    expect(isBuildCurrent(root, dist, INPUTS)).toBe(true);
  });

  it('goes stale when a source is edited, added, removed or renamed, or the build config changes', () => {
    const changes = [
      () => write('src/a.ts', 'export const a = 3;'),
      () => write('src/c.ts', 'export const c = 3;'),
      () => unlinkSync(join(root, 'src/deep/b.ts')),
      () => {
        unlinkSync(join(root, 'src/a.ts'));
        write('src/renamed.ts', 'export const a = 1;');
      },
      () => write('vite.config.ts', 'export default { base: "/x/" };'),
    ];
    for (const change of changes) {
      build();
      change();
      expect(isBuildCurrent(root, dist, INPUTS)).toBe(false);
    }
  });

  it('stays current when only a test or an unrelated file changes', () => {
    build();
    write('src/a.test.ts', 'test');
    write('README.md', 'docs');
    expect(isBuildCurrent(root, dist, INPUTS)).toBe(true);
  });

  it('leaves no stamp when a build starts and does not finish', () => {
    build();
    beginBuild(root, dist, INPUTS);
    expect(isBuildCurrent(root, dist, INPUTS)).toBe(false);
  });

  it('stamps the sources as the build began, so an edit during the build makes the next start build', () => {
    beginBuild(root, dist, INPUTS);
    write('src/a.ts', 'export const a = 4;');
    endBuild(dist);
    expect(isBuildCurrent(root, dist, INPUTS)).toBe(false);
  });
});
