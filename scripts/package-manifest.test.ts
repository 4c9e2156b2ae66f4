import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  importedPackages,
  importedSpecifiers,
  PACKAGE_LAYOUT,
  packageManifest,
  packageOf,
  readRootManifest,
  shipped,
} from './package-manifest';

describe('importedSpecifiers', () => {
  it('reads imports, re-exports and import() from the syntax, not from strings or comments', () => {
    const code = `import { a } from 'react';
import './chunks/x.js';
export { b } from '@tanstack/react-query';
export * from 'react-dom';
const lazy = () => import('./chunks/lazy.js');
const text = "import { z } from 'zod'"; // import 'hono'
`;
    expect(importedSpecifiers(code)).toEqual([
      './chunks/lazy.js',
      './chunks/x.js',
      '@tanstack/react-query',
      'react',
      'react-dom',
    ]);
  });

  it('refuses an import() whose package cannot be read', () => {
    expect(() => importedSpecifiers('const name = "x"; import(name);')).toThrow(/computed specifier/);
  });

  it('reads type imports and module augmentations in a declaration file', () => {
    const code = `import * as z from 'zod/mini';
export declare function f(): import("react").JSX.Element;
declare module 'react' { namespace JSX { interface IntrinsicElements { 'fg-x': unknown } } }
export type { A } from './a.js';`;
    expect(importedSpecifiers(code, 'ts')).toEqual(['./a.js', 'react', 'zod/mini']);
  });
});

it('names the package of a bare specifier, and none of a path or URL', () => {
  expect(packageOf('react/jsx-runtime')).toBe('react');
  expect(packageOf('@tanstack/react-query/build')).toBe('@tanstack/react-query');
  expect(packageOf('./chunks/a.js')).toBeUndefined();
  expect(packageOf('../a.js')).toBeUndefined();
  expect(packageOf('/widgets/a.js')).toBeUndefined();
  expect(packageOf('https://example.com/a.js')).toBeUndefined();
});

it('ships the library and the tags with their typings and data, not the compressed copies', () => {
  expect(shipped('lib/index.js')).toBe(true);
  expect(shipped('lib/types/lib/index.d.ts')).toBe(true);
  expect(shipped('widgets/chunks/a-1.js')).toBe(true);
  expect(shipped('widgets/custom-elements.json')).toBe(true);
  expect(shipped('widgets/fg-rate-us.js.br')).toBe(false);
  expect(shipped('widgets/favicon.svg')).toBe(false);
  expect(shipped('portal/index.html')).toBe(false);
  expect(shipped('package/package.json')).toBe(false);
});

describe('importedPackages', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fg-package-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const files: Record<string, string> = {
    'dist/lib/index.js': "import { a } from 'react';\nimport('./chunks/b.js');",
    'dist/lib/chunks/b.js': "import 'valtio';",
    'dist/widgets/elements.js': "import './fg-x.js';",
    'dist/widgets/fg-x.js': 'export {};',
    'dist/lib/types/lib/index.d.ts':
      "export * from '../src/a';\nexport type { Q } from '@tanstack/react-query';",
    'dist/lib/types/lib/query.d.ts': 'export {};',
    'dist/lib/types/src/a.d.ts': "import * as z from 'zod/mini';\nexport * from './b/index.js';",
    'dist/lib/types/src/b/index.d.ts': 'export {};',
    // Shipped but no entry's types reach it: a host's compiler never reads it.
    'dist/lib/types/src/unreached.d.ts': "import dayjs from 'dayjs';",
    'dist/widgets/fg-elements.d.ts': "declare module 'react' {}",
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }

  it('lists what every .js file imports, and what the declarations the exports reach import', () => {
    expect(importedPackages(dir)).toEqual({
      runtime: ['react', 'valtio'],
      types: ['@tanstack/react-query', 'react', 'zod'],
    });
  });
});

describe('packageManifest', () => {
  const root = readRootManifest(
    JSON.stringify({
      name: 'fg-portal',
      version: '1.2.3',
      license: 'UNLICENSED',
      private: true,
      scripts: { serve: 'tsx server/main.ts' },
      dependencies: { hono: '4.0.0', tsx: '4.0.0', valtio: '2.3.2', zod: '4.6.7' },
      devDependencies: { terser: '5.0.0' },
      peerDependencies: { react: '^19.0.0', '@tanstack/react-query': '^5.0.0' },
      peerDependenciesMeta: { '@tanstack/react-query': { optional: true } },
    }),
  );

  it("depends on exactly what the files import, at the root's versions; the peers stay peers", () => {
    const manifest = packageManifest(root, { runtime: ['react', 'valtio'], types: ['react', 'zod'] });
    expect(manifest).toMatchObject({
      name: 'fg-portal',
      version: '1.2.3',
      license: 'UNLICENSED',
      dependencies: { valtio: '2.3.2', zod: '4.6.7' },
      peerDependencies: { react: '^19.0.0', '@tanstack/react-query': '^5.0.0' },
      peerDependenciesMeta: { '@tanstack/react-query': { optional: true } },
      exports: PACKAGE_LAYOUT.exports,
    });
    expect(Object.keys(manifest.dependencies)).toEqual(['valtio', 'zod']);
    expect(manifest).not.toHaveProperty('scripts');
    expect(manifest).not.toHaveProperty('devDependencies');
  });

  it('refuses a package the files import that the root does not declare for the site', () => {
    expect(() => packageManifest(root, { runtime: [], types: ['terser'] })).toThrow(
      /files import terser, which package.json has neither/,
    );
  });

  it("refuses a package of the site's server or build", () => {
    expect(() => packageManifest(root, { runtime: ['hono'], types: [] })).toThrow(
      /files import hono, a package of the site's server or build/,
    );
  });
});
