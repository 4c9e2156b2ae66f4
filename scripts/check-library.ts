import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { widgetElements } from './custom-elements';
import {
  importedPackages,
  PACKAGE_LAYOUT,
  packageManifest,
  readRootManifest,
  SERVER_AND_BUILD_PACKAGES,
} from './package-manifest';

/**
 * Checks the packaged React library as a React host would meet it: it loads, exports every widget's
 * component (the list derived from widgets/*, as lib/widgets.ts is) and the providers, ships type
 * declarations, starts with 'use client', leaves React to the host and reaches TanStack Query only from
 * `fg-portal/react/query`. And the package the build wrote (dist/package, issue 47): every file its
 * exports map and fields name is there, and its dependencies are what its files import, none of them a
 * package of the site's server or build.
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

const packageDir = join(root, 'dist', 'package');
const written = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
};
const expectedManifest = packageManifest(
  readRootManifest(readFileSync(join(root, 'package.json'), 'utf8')),
  importedPackages(packageDir),
);
if (JSON.stringify(written.dependencies) !== JSON.stringify(expectedManifest.dependencies))
  problems.push(
    `dist/package/package.json depends on ${JSON.stringify(written.dependencies)}; its files import ${JSON.stringify(expectedManifest.dependencies)}`,
  );
for (const name of SERVER_AND_BUILD_PACKAGES)
  if (name in (written.dependencies ?? {}))
    problems.push(`the package depends on ${name}, a server or build package`);
const targets = [
  ...Object.values(PACKAGE_LAYOUT.exports).flatMap((target) =>
    typeof target === 'string' ? [target] : Object.values(target),
  ),
  PACKAGE_LAYOUT.customElements,
  PACKAGE_LAYOUT['web-types'],
];
for (const target of targets)
  if (!existsSync(join(packageDir, target)))
    problems.push(`the package names ${target}, which it does not have`);

if (problems.length > 0) {
  process.stderr.write(`React library check failed:\n${problems.join('\n')}\n`);
  process.exit(1);
}
process.stdout.write(
  `React library: ${components.length} widget components and the providers, types, React and TanStack Query left to the host; dist/package depends on ${Object.keys(expectedManifest.dependencies).join(', ') || 'nothing'}\n`,
);
