import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import { parseAst } from 'vite';
import { z } from 'zod';

/**
 * The `fg-portal` package's own manifest (issue 47): the root package.json is the site's (its server, its
 * build), so the package gets one written by the build (scripts/write-package.ts) whose `dependencies`
 * are the packages its built files import at run time, and nothing else.
 */

/** What the package manifest takes from the root's. */
const rootManifestSchema = z.object({
  name: z.string(),
  version: z.string(),
  license: z.optional(z.string()),
  dependencies: z.optional(z.record(z.string(), z.string())),
  peerDependencies: z.optional(z.record(z.string(), z.string())),
  peerDependenciesMeta: z.optional(z.record(z.string(), z.object({ optional: z.optional(z.boolean()) }))),
});
export type RootManifest = z.infer<typeof rootManifestSchema>;

export const readRootManifest = (text: string): RootManifest => rootManifestSchema.parse(JSON.parse(text));

/**
 * Where the package keeps its files and what a host imports: the same paths as when the root was packed,
 * so `fg-portal/react`, the `customElements` and `web-types` fields and editors' settings that name
 * `node_modules/fg-portal/dist/widgets/…` keep working.
 */
export const PACKAGE_LAYOUT = {
  description: "FG Portal's widgets for a host page: React components and custom elements",
  type: 'module',
  files: ['dist'],
  // The tags register themselves when their module runs.
  sideEffects: ['dist/widgets/**/*.js'],
  exports: {
    './react': { types: './dist/lib/types/lib/index.d.ts', import: './dist/lib/index.js' },
    './react/query': { types: './dist/lib/types/lib/query.d.ts', import: './dist/lib/query.js' },
    './elements': { types: './dist/widgets/fg-elements.d.ts', import: './dist/widgets/elements.js' },
    './custom-elements.json': './dist/widgets/custom-elements.json',
    './vscode.html-custom-data.json': './dist/widgets/vscode.html-custom-data.json',
    './web-types.json': './dist/widgets/web-types.json',
    './package.json': './package.json',
  },
  customElements: 'dist/widgets/custom-elements.json',
  'web-types': 'dist/widgets/web-types.json',
} as const;

/**
 * Whether a file of `dist/` ships in the package (its path relative to `dist/`): the React library's code
 * and types, the tags' code, and the tags' manifest, typings and editors' data; not the precompressed
 * copies or anything else the site serves beside them.
 */
export function shipped(path: string): boolean {
  if (path.startsWith('lib/')) return path.endsWith('.js') || path.endsWith('.d.ts');
  if (!path.startsWith('widgets/')) return false;
  return (
    path.endsWith('.js') ||
    [
      'widgets/fg-elements.d.ts',
      'widgets/custom-elements.json',
      'widgets/vscode.html-custom-data.json',
      'widgets/web-types.json',
    ].includes(path)
  );
}

/** Nodes whose `source` (a string literal) names a module: imports, re-exports, `import('…')` and `import('…').T`. */
const IMPORTING = new Set([
  'ImportDeclaration',
  'ExportAllDeclaration',
  'ExportNamedDeclaration',
  'ImportExpression',
  'TSImportType',
]);

/**
 * The module specifiers a built module imports, read from its syntax tree (so a specifier in a string or
 * a comment is not one): static imports, re-exports and `import('…')`; in a declaration file (`ts`) also
 * `import('…').T` and `declare module '…'` (an augmentation needs the module it augments).
 */
export function importedSpecifiers(code: string, lang: 'js' | 'ts' = 'js'): string[] {
  const found = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    const fields = node as Record<string, unknown>;
    const type = String(fields.type);
    const named = IMPORTING.has(type)
      ? (fields.source as { type?: unknown; value?: unknown } | null | undefined)
      : type === 'TSModuleDeclaration'
        ? (fields.id as { type?: unknown; value?: unknown })
        : undefined;
    if (named?.type === 'Literal' && typeof named.value === 'string') found.add(named.value);
    else if (named && type === 'ImportExpression')
      throw new Error('an import() of a computed specifier: its package cannot be known from the build');
    for (const [key, child] of Object.entries(fields)) if (key !== 'type') visit(child);
  };
  visit(parseAst(code, { lang }));
  return [...found].sort();
}

/** The package a bare specifier names (`react/jsx-runtime` → `react`, `@scope/a/b` → `@scope/a`); none for a path or URL. */
export function packageOf(specifier: string): string | undefined {
  if (/^(?:\.{0,2}\/|[a-z][a-z0-9+.-]*:)/i.test(specifier)) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Every file under `dir`, as `/`-separated paths relative to it. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

const packagesOf = (specifiers: readonly string[]) =>
  [...new Set(specifiers.map(packageOf).filter((name) => name !== undefined))].sort();

/** The declaration file a relative specifier of a declaration file names, if the package has it. */
function declarationFile(from: string, specifier: string, exists: (path: string) => boolean) {
  const base = posix.join(posix.dirname(from), specifier).replace(/\.(?:js|jsx|ts|tsx)$/, '');
  return [`${base}.d.ts`, `${base}/index.d.ts`].find(exists);
}

/**
 * The packages the package's files import: `runtime`, what any of its `.js` files imports (every one can
 * be loaded, the lazy chunks too); `types`, what the declaration files a host's compiler reads import,
 * followed from the `types` of the exports map.
 */
export function importedPackages(packageDir: string): { runtime: string[]; types: string[] } {
  const files = filesUnder(packageDir);
  const read = (path: string) => readFileSync(join(packageDir, path), 'utf8');
  const runtime = files
    .filter((path) => path.endsWith('.js'))
    .flatMap((path) => importedSpecifiers(read(path)));
  const typeEntries = Object.values(PACKAGE_LAYOUT.exports).flatMap((target) =>
    typeof target === 'string' ? [] : [target.types.slice(2)],
  );
  const pending = [...typeEntries];
  const seen = new Set<string>(pending);
  const types: string[] = [];
  const has = new Set(files);
  for (let path = pending.pop(); path !== undefined; path = pending.pop()) {
    for (const specifier of importedSpecifiers(read(path), 'ts')) {
      if (packageOf(specifier) !== undefined) {
        types.push(specifier);
        continue;
      }
      const next = declarationFile(path, specifier, (candidate) => has.has(candidate));
      if (next === undefined)
        throw new Error(`${path} imports ${specifier}, which the package does not have`);
      if (!seen.has(next)) {
        seen.add(next);
        pending.push(next);
      }
    }
  }
  return { runtime: packagesOf(runtime), types: packagesOf(types) };
}

/** Packages the site's server and build run on: a host that installs the package must not get them. */
export const SERVER_AND_BUILD_PACKAGES = [
  'hono',
  '@hono/node-server',
  'tsx',
  'esbuild',
  'vite',
  '@fontsource-variable/figtree',
] as const;

/**
 * The package's manifest: name, version and license from the root's, the same peers, and as
 * `dependencies` exactly the packages its files import (`importedPackages`), at run time or in the types
 * a host compiles, that are not peers, at the root's versions. A package they import that the root
 * declares neither as a dependency nor as a peer would be missing in a host, so it is an error here; so
 * is one of the server's or the build's.
 */
export function packageManifest(root: RootManifest, imported: { runtime: string[]; types: string[] }) {
  const peers = root.peerDependencies ?? {};
  const dependencies: Record<string, string> = {};
  for (const name of [...new Set([...imported.runtime, ...imported.types])].sort()) {
    if (name in peers) continue;
    if ((SERVER_AND_BUILD_PACKAGES as readonly string[]).includes(name))
      throw new Error(`the package's files import ${name}, a package of the site's server or build`);
    const version = root.dependencies?.[name];
    if (version === undefined)
      throw new Error(
        `the package's files import ${name}, which package.json has neither in dependencies nor in peerDependencies`,
      );
    dependencies[name] = version;
  }
  return {
    name: root.name,
    version: root.version,
    ...(root.license === undefined ? {} : { license: root.license }),
    // Not to be published by accident: the tarball is handed over or served from an internal registry.
    private: true,
    ...PACKAGE_LAYOUT,
    dependencies,
    peerDependencies: peers,
    ...(root.peerDependenciesMeta === undefined ? {} : { peerDependenciesMeta: root.peerDependenciesMeta }),
  };
}
