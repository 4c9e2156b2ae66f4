import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');

/** The documents that send a developer to files: the recipes above all (CONTRIBUTING.md). */
const DOCS = ['README.md', 'CONTRIBUTING.md', 'CHANGELOG.md', 'examples/README.md', 'sandbox/README.md'];

/** A repository path in backticks: under a source folder, without a placeholder (`<name>`) or a glob. */
const PATH = /`((?:src|widgets|portal|server|sandbox|scripts|e2e|examples|lib|lint|public|docs)\/[^`\s]*)`/g;

function missingPaths(text: string): string[] {
  return [...text.matchAll(PATH)]
    .map(([, path = '']) => path)
    .filter((path) => !/[<*{]/.test(path) && !existsSync(join(root, path)));
}

it('names only files and folders that exist (issue 50: no pointer to a widgets/buy/products/ that is not there)', () => {
  for (const doc of DOCS) expect(missingPaths(readFileSync(join(root, doc), 'utf8')), doc).toEqual([]);
  expect(missingPaths('Edit `widgets/buy/products/tax-free.ts`, then `widgets/<name>/index.ts`.')).toEqual([
    'widgets/buy/products/tax-free.ts',
  ]);
});
