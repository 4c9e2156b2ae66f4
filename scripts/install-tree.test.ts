import { expect, it } from 'vitest';
import { installedBecauseOf, nameOf, readInstalled } from './install-tree';

const packages = readInstalled(
  JSON.stringify({
    name: 'host',
    lockfileVersion: 3,
    packages: {
      'node_modules/react': {},
      'node_modules/vite': { dependencies: { esbuild: '^0.28.0' } },
      'node_modules/esbuild': { optionalDependencies: { '@esbuild/linux-x64': '0.28.2' } },
      'node_modules/@esbuild/linux-x64': {},
      'node_modules/fg-portal': {
        dependencies: { zod: '4.6.7', tsx: '4.0.0' },
        peerDependencies: { react: '^19.0.0' },
      },
      'node_modules/zod': {},
      'node_modules/tsx': {
        dependencies: { esbuild: '~0.25.0' },
        peerDependencies: { vite: '*', typescript: '*' },
        peerDependenciesMeta: { typescript: { optional: true } },
      },
      'node_modules/tsx/node_modules/esbuild': {},
      'node_modules/typescript': {},
    },
  }),
);

it('follows dependencies, optional ones and required peers, nearest copy first, but not the package’s own peers', () => {
  expect(installedBecauseOf(packages, 'node_modules/fg-portal')).toEqual([
    'node_modules/@esbuild/linux-x64',
    'node_modules/esbuild',
    'node_modules/fg-portal',
    'node_modules/tsx',
    'node_modules/tsx/node_modules/esbuild',
    'node_modules/vite',
    'node_modules/zod',
  ]);
});

it('brings in nothing else for a package without dependencies', () => {
  expect(installedBecauseOf(packages, 'node_modules/react')).toEqual(['node_modules/react']);
});

it('names an installed path by its package', () => {
  expect(nameOf('node_modules/tsx/node_modules/@esbuild/linux-x64')).toBe('@esbuild/linux-x64');
  expect(nameOf('node_modules/zod')).toBe('zod');
});
