import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { classicJsx, jsxInScope } from '../vite.config';
import { injectedFromTag, linkSharedChunks, type SharedChunks } from './shared-chunks';

const root = resolve(import.meta.dirname, '..');

/** Modules that exist only in the test, placed in src/ so that their relative imports reach the real ones. */
function virtualModules(modules: Record<string, string>): Plugin {
  const byPath = new Map(Object.entries(modules).map(([path, code]) => [resolve(root, path), code]));
  return {
    name: 'test-virtual-modules',
    enforce: 'pre',
    resolveId(source, importer) {
      const path =
        importer && source.startsWith('.') ? resolve(importer, '..', source) : resolve(root, source);
      return byPath.has(path) ? path : null;
    },
    load: (id) => byPath.get(id) ?? null,
  };
}

const chunks: SharedChunks = {
  'src/ui/form-feedback.tsx': {
    file: 'chunks/form-feedback-AAAA.js',
    injected: [
      ['react', 'useRef'],
      ['src/ui/styles.tsx', 'useClasses'],
    ],
  },
  'src/session/tab-sync.ts': { file: 'chunks/tab-sync-BBBB.js', injected: [] },
};

let outDir = '';
afterEach(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
  outDir = '';
});

/** Builds `src/test-tag.js` as a tag is built, with the shared chunks above linked. */
async function buildTag(modules: Record<string, string>) {
  outDir = mkdtempSync(join(tmpdir(), 'shared-chunks-'));
  const manifest = join(outDir, '.vite', 'manifest.json');
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [virtualModules(modules), linkSharedChunks(root, chunks, manifest)],
    // As the widgets mode builds a tag (React is the tag's own, not the point here).
    build: {
      outDir,
      manifest: true,
      minify: false,
      lib: {
        entry: { 'fg-test': resolve(root, 'src/test-tag.js') },
        formats: ['es'],
        fileName: (_format, name) => `${name}.js`,
      },
      rollupOptions: {
        external: [/^react($|\/)/],
        output: { chunkFileNames: 'chunks/[name]-[hash].js' },
      },
    },
  });
  const later = readdirSync(join(outDir, 'chunks')).find((file) => file.startsWith('test-later'));
  return {
    entry: readFileSync(join(outDir, 'fg-test.js'), 'utf8'),
    later: later ? readFileSync(join(outDir, 'chunks', later), 'utf8') : '',
    manifest: JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, { file: string }>,
  };
}

describe("linkSharedChunks (a tag's build)", () => {
  it('imports a shared module from its one file, relative to the importing file, calling a factory with the tag’s own bindings', async () => {
    const { entry, later, manifest } = await buildTag({
      'src/test-tag.js': `export const summary = () => import('./ui/form-feedback');
export const later = () => import('./test-later.js');\n`,
      'src/test-later.js': `export const tabs = () => import('./session/tab-sync');\n`,
    });
    expect(entry).toMatch(
      /import\("\.\/chunks\/form-feedback-AAAA\.js"\)\.then\(\(shared\) => shared\.default\([\w$]+, [\w$]+\)\)/,
    );
    // The summary's own code is not in the tag: only the bindings it is given.
    expect(entry).not.toContain('compareDocumentPosition');
    // From a lazy chunk of the tag, the same file by a path relative to that chunk; a module that takes
    // nothing from the tag is imported as it is.
    expect(later).toContain('import("./tab-sync-BBBB.js")');
    expect(later).not.toContain('createTabSync');
    expect(manifest['src/ui/form-feedback.tsx']?.file).toBe('chunks/form-feedback-AAAA.js');
    expect(manifest['src/session/tab-sync.ts']?.file).toBe('chunks/tab-sync-BBBB.js');
  });

  it('fails the build on a static import of a shared module, which would bundle a second copy', async () => {
    await expect(
      buildTag({ 'src/test-tag.js': `export { SESSION_CHANNEL } from './session/tab-sync';\n` }),
    ).rejects.toThrow(/import it only with import\(\)/);
  });
});

/** The shared build of `entry` (a path under the root), as plain ES modules. */
async function buildShared(
  entry: string,
  modules: Record<string, string> = {},
): Promise<Rolldown.OutputChunk> {
  const outputs = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [virtualModules(modules), injectedFromTag(root), jsxInScope],
    // JSX as the widgets build compiles it: calls of the tag's createElement.
    oxc: classicJsx,
    build: { write: false, minify: false, lib: { entry: resolve(root, entry), formats: ['es'] } },
  });
  const [output] = Array.isArray(outputs) ? outputs : [outputs];
  const chunk = output && 'output' in output ? output.output[0] : undefined;
  if (!chunk) throw new Error('no chunk');
  return chunk;
}

describe("injectedFromTag (a shared module's build)", () => {
  it("leaves the tag's modules as imports by their key, and bundles the rest", async () => {
    const chunk = await buildShared('src/ui/form-feedback.tsx');
    expect([...chunk.imports].sort()).toEqual([
      'react',
      'src/ui/base-styles.ts',
      'src/ui/dom-id.ts',
      'src/ui/styles.tsx',
      'src/ui/tokens.ts',
    ]);
    // ErrorSummary, which only the summary draws, is in the shared file.
    expect(chunk.code).toContain('There is a problem');
  });

  it('imports nothing into a module without JSX: a browser cannot resolve a bare react', async () => {
    const chunk = await buildShared('src/session/tab-sync.ts');
    expect(chunk.imports).toEqual([]);
    expect(chunk.code).not.toContain('react');
  });

  it('refuses to bundle preact, which must be the tag’s', async () => {
    await expect(
      buildShared('src/test-shared.js', {
        'src/test-shared.js': `import { h } from 'preact';\nexport const draw = () => h('p', null);\n`,
      }),
    ).rejects.toThrow(/must take preact from the tag/);
  });
});
