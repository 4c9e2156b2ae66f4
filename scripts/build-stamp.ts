/**
 * Whether `dist/` was built from the sources as they are now. `npm run build` writes a digest of its
 * inputs into `dist/.build-stamp` (dist/ is git-ignored, and a hidden file is never served), and
 * `npm start` builds only when the digest of the sources no longer matches it.
 *
 *   tsx scripts/build-stamp.ts begin           before the build: drops the stamp, notes the digest
 *   tsx scripts/build-stamp.ts end             after a successful build: the noted digest becomes the stamp
 *   tsx scripts/build-stamp.ts build-if-stale  runs `npm run build` unless the stamp matches
 */
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve, sep } from 'node:path';

/**
 * What the build reads: the code it bundles (the React host example is built; the other examples are
 * served as written), the page and public files it copies, its configuration and the scripts it runs,
 * and the installed versions (the lock). Folders are read whole.
 */
export const BUILD_INPUTS = [
  'src',
  'widgets',
  'portal',
  'lib',
  'examples/react-host',
  'public',
  'scripts',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'tsconfig.lib.json',
  'package.json',
  'package-lock.json',
] as const;

/** Files no build reads: tests and their helpers. Leaving them out spares a rebuild after a test edit. */
const NOT_BUILT = /(?:\.test\.tsx?$|(?:^|\/)test\/)/;

export const STAMP = '.build-stamp';
const PENDING = '.build-stamp.pending';

function* filesUnder(root: string, path: string): Generator<string> {
  for (const entry of readdirSync(join(root, path), { withFileTypes: true })) {
    const child = join(path, entry.name);
    if (entry.isDirectory()) yield* filesUnder(root, child);
    else if (entry.isFile()) yield child;
  }
}

/** The build's input files under `root`, as sorted `/`-separated relative paths. */
export function buildInputFiles(root: string, inputs: readonly string[] = BUILD_INPUTS): string[] {
  const files: string[] = [];
  for (const input of inputs) {
    const full = join(root, input);
    if (!existsSync(full)) continue;
    if (statSync(full).isDirectory()) files.push(...filesUnder(root, input));
    else files.push(input);
  }
  return files
    .map((file) => file.split(sep).join('/'))
    .filter((file) => !NOT_BUILT.test(file))
    .sort();
}

/** A digest of every input file's path and bytes: any edit, addition, removal or rename changes it. */
export function sourceDigest(root: string, inputs: readonly string[] = BUILD_INPUTS): string {
  const hash = createHash('sha256');
  for (const file of buildInputFiles(root, inputs)) {
    hash.update(`${file}\0`);
    hash.update(
      createHash('sha256')
        .update(readFileSync(join(root, file)))
        .digest(),
    );
  }
  return hash.digest('hex');
}

/** True when `distDir` holds a finished build of the sources as they are now. */
export function isBuildCurrent(
  root: string,
  distDir: string,
  inputs: readonly string[] = BUILD_INPUTS,
): boolean {
  const stamp = join(distDir, STAMP);
  return existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === sourceDigest(root, inputs);
}

/**
 * Before a build: no stamp (an interrupted build must not look finished), and the digest of the sources
 * as the build starts noted aside, so an edit made during the build makes the next start build again.
 */
export function beginBuild(root: string, distDir: string, inputs: readonly string[] = BUILD_INPUTS): void {
  mkdirSync(distDir, { recursive: true });
  rmSync(join(distDir, STAMP), { force: true });
  writeFileSync(join(distDir, PENDING), `${sourceDigest(root, inputs)}\n`);
}

/** After a successful build: the noted digest becomes the stamp. */
export function endBuild(distDir: string): void {
  renameSync(join(distDir, PENDING), join(distDir, STAMP));
}

const projectRoot = resolve(import.meta.dirname, '..');

/** Runs `npm run build` unless `dist/` holds a build of the sources as they are now. */
export function buildIfStale(root = projectRoot): void {
  if (isBuildCurrent(root, join(root, 'dist'))) {
    process.stdout.write('dist/ matches the sources: no build needed.\n');
  } else {
    execSync('npm run build', { cwd: root, stdio: 'inherit' });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = join(projectRoot, 'dist');
  const command = process.argv[2];
  if (command === 'begin') beginBuild(projectRoot, dist);
  else if (command === 'end') endBuild(dist);
  else if (command === 'build-if-stale') buildIfStale();
  else {
    process.stderr.write('usage: tsx scripts/build-stamp.ts begin | end | build-if-stale\n');
    process.exit(2);
  }
}
