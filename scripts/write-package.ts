import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { filesUnder, importedPackages, packageManifest, readRootManifest, shipped } from './package-manifest';

/**
 * Writes the `fg-portal` package into dist/package (issue 47): the shipped files of dist/lib and
 * dist/widgets at the same paths under dist/package/dist, the root's README, and a package.json whose
 * dependencies are the packages those files import, at run time or in their types (not peers). `npm pack ./dist/package` packs it.
 */
const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
const out = join(dist, 'package');
rmSync(out, { recursive: true, force: true });
const files = filesUnder(dist).filter(shipped);
for (const path of files) {
  mkdirSync(dirname(join(out, 'dist', path)), { recursive: true });
  copyFileSync(join(dist, path), join(out, 'dist', path));
}
copyFileSync(join(root, 'README.md'), join(out, 'README.md'));
const imported = importedPackages(out);
const manifest = packageManifest(
  readRootManifest(readFileSync(join(root, 'package.json'), 'utf8')),
  imported,
);
writeFileSync(join(out, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
const list = (names: readonly string[]) => (names.length === 0 ? 'none' : names.join(', '));
process.stdout.write(
  `dist/package: ${files.length} files; imported at run time: ${list(imported.runtime)}; by its types: ${list(imported.types)}; dependencies: ${list(Object.keys(manifest.dependencies))}\n`,
);
