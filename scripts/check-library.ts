import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { widgetElements } from './custom-elements';

/**
 * Checks the packaged React library as a React host would meet it: it loads, exports every widget's
 * component (the list derived from widgets/*, as lib/widgets.ts is) and the providers, ships type
 * declarations, starts with 'use client', leaves React to the host and reaches TanStack Query only from
 * `fg-portal/react/query`.
 */
const root = resolve(import.meta.dirname, '..');
const libDir = join(root, 'dist', 'lib');
const components = widgetElements(root).map(({ contract }) => contract.component);
const expected = {
  index: [
    'WidgetProvider',
    'configure',
    'createConfig',
    'createStyleInstance',
    'sessionAuthPort',
    'onSignedOut',
    ...components,
  ],
  query: ['createQueryClient', 'createQueryServerState'],
};

const problems: string[] = [];
for (const [entry, names] of Object.entries(expected)) {
  const library: Record<string, unknown> = await import(pathToFileURL(join(libDir, `${entry}.js`)).href);
  for (const name of names) {
    if (typeof library[name] !== 'function' && typeof library[name] !== 'object')
      problems.push(`${entry}.js: missing export ${name}`);
  }
  if (!existsSync(join(libDir, 'types', 'lib', `${entry}.d.ts`)))
    problems.push(`no type declarations for ${entry}`);
  // A framework with server components (Next.js's app router) loads a 'use client' module on the client.
  if (!/^["']use client["'];/.test(readFileSync(join(libDir, `${entry}.js`), 'utf8')))
    problems.push(`${entry}.js does not start with 'use client'`);
}

const bundled = [
  join(libDir, 'index.js'),
  join(libDir, 'query.js'),
  ...readdirSync(join(libDir, 'chunks')).map((file) => join(libDir, 'chunks', file)),
];
for (const file of bundled) {
  const code = readFileSync(file, 'utf8');
  // React's own source carries this marker; finding it means React was bundled instead of shared.
  if (code.includes('__SECRET_INTERNALS') || code.includes('__CLIENT_INTERNALS_DO_NOT_USE')) {
    problems.push(`${file} bundles React`);
  }
  // TanStack Query is an optional peer: only the query entry may import it.
  if (!file.endsWith('query.js') && code.includes('@tanstack/'))
    problems.push(`${file} imports TanStack Query`);
}

if (problems.length > 0) {
  process.stderr.write(`React library check failed:\n${problems.join('\n')}\n`);
  process.exit(1);
}
process.stdout.write(
  `React library: ${components.length} widget components and the providers, types, React and TanStack Query left to the host\n`,
);
