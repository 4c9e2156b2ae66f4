import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { z } from 'zod';
import { importPath, injectedBindings } from './shared-chunk-factory';

/**
 * The lazy modules two tags share, built once (scripts/build-widgets.ts) into one content-hashed file
 * each, which every tag of the deployment imports by the same URL: what a form shows once something is
 * wrong, and the tabs' session sync. One that imports any of {@link INJECTED_MODULES} becomes a factory
 * the importing tag calls with its own copies of them.
 */
export const SHARED_MODULES = ['src/ui/form-feedback.tsx', 'src/session/tab-sync.ts'];

/**
 * What a shared module must take from the tag that imports it rather than bundle: the tag's preact (a
 * second copy breaks hooks; its JSX is calls of that preact's createElement, vite.config.ts's
 * classicJsx), its style context (styles must reach the tag's shadow root) and its ids (numbered per
 * tag on the page). And the design tokens and base styles, which every tag with a form has already:
 * passed, they cost a tag 3 bindings; bundled, the summary 0.4 KB gzip more.
 */
export const INJECTED_MODULES = [
  'react',
  'src/ui/styles.tsx',
  'src/ui/dom-id.ts',
  'src/ui/tokens.ts',
  'src/ui/base-styles.ts',
];

const sharedChunksSchema = z.record(
  z.string(),
  z.object({ file: z.string(), injected: z.array(z.tuple([z.string(), z.string()])) }),
);
/** Each shared module's built file (under dist/widgets/) and the bindings its factory takes, in order. */
export type SharedChunks = z.infer<typeof sharedChunksSchema>;

/** Where the shared build leaves its list for the tags' builds (not served: a hidden folder). */
export const sharedChunksFile = (widgetsDir: string) => resolve(widgetsDir, '.vite', 'shared-chunks.json');

export function writeSharedChunks(widgetsDir: string, chunks: SharedChunks): void {
  writeFileSync(sharedChunksFile(widgetsDir), `${JSON.stringify(chunks, null, 2)}\n`);
}

export function readSharedChunks(widgetsDir: string): SharedChunks {
  const file = sharedChunksFile(widgetsDir);
  if (!existsSync(file)) throw new Error(`${file} is missing: build the widgets with npm run build`);
  return sharedChunksSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/** A module of the repository by its key in the lists above ('react' stays a package name). */
const moduleFile = (root: string, key: string) => (key.startsWith('src/') ? resolve(root, key) : key);

/**
 * The shared build's side: {@link INJECTED_MODULES} stay imports (by their key), for `asFactory` to turn
 * into the factory's parameters; neither preact nor React ever enters a shared chunk.
 */
export function injectedFromTag(root: string): Plugin {
  const injected = new Map(INJECTED_MODULES.map((key) => [moduleFile(root, key), key]));
  return {
    name: 'fg-injected-from-tag',
    // Before the bundler's own resolution, which would find React's package.
    enforce: 'pre',
    async resolveId(source, importer) {
      const key = injected.get(source);
      if (key) return { id: key, external: true };
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      const resolvedKey = resolved && injected.get(resolved.id);
      return resolvedKey ? { id: resolvedKey, external: true } : null;
    },
    load(id) {
      if (/\/node_modules\/(p?react|react-dom)\//.test(id))
        this.error(`${id}: a shared chunk must take preact from the tag (INJECTED_MODULES)`);
    },
  };
}

const MARK = 'fg-shared-chunk:';

/**
 * A tag's side: `import('./form-feedback')` (any dynamic import of a shared module) becomes an import
 * of the shared file, resolved against the importing file's own URL (so from another origin, and from
 * a lazy chunk of the tag alike), and a call of its factory with this tag's bindings (a module that
 * takes none is the plain module). A static import of a shared module fails the build: it would bundle
 * a second copy. The tag's manifest lists the shared files it may fetch, as its own lazy chunks
 * (`npm run size` names the ones left unfetched).
 */
export function linkSharedChunks(root: string, chunks: SharedChunks, manifestFile: string): Plugin {
  const byFile = new Map(Object.keys(chunks).map((key) => [resolve(root, key), key]));
  const linked = new Set<string>();
  const chunkOf = (key: string) => {
    const chunk = chunks[key];
    if (!chunk) throw new Error(`${key} is not a shared chunk`);
    return chunk;
  };
  return {
    name: 'fg-link-shared-chunks',
    apply: 'build',
    resolveId(source) {
      return source.startsWith(MARK) ? { id: source, external: true } : null;
    },
    load(id) {
      const key = byFile.get(id);
      if (key) this.error(`${key} is shared between the tags: import it only with import()`);
      return null;
    },
    async transform(code, id) {
      if (!code.includes('import(') || id.startsWith('\0')) return null;
      let imports = '';
      let rewritten = code;
      let calls = 0;
      for (const [call, , specifier = ''] of code.matchAll(/\bimport\((['"])([^'"]+)\1\)/g)) {
        const key = byFile.get((await this.resolve(specifier, id))?.id ?? '');
        if (!key) continue;
        linked.add(key);
        const load = `import(${JSON.stringify(MARK + key)})`;
        const { injected } = chunkOf(key);
        if (injected.length === 0) {
          rewritten = rewritten.replace(call, load);
          continue;
        }
        const prefix = `fgShared${calls++}_`;
        const bindings = injectedBindings(
          injected,
          (index) => prefix + index,
          (module) => moduleFile(root, module),
        );
        imports += bindings.imports;
        rewritten = rewritten.replace(call, `${load}.then((shared) => shared.default(${bindings.args}))`);
      }
      return rewritten === code ? null : { code: imports + rewritten, map: null };
    },
    renderChunk(code, chunk) {
      if (!code.includes(MARK)) return null;
      return code.replace(/(["'])fg-shared-chunk:([^"']+)\1/g, (_match, _quote, key: string) =>
        JSON.stringify(importPath(chunk.fileName, chunkOf(key).file)),
      );
    },
    writeBundle() {
      const manifest: Record<string, unknown> = JSON.parse(readFileSync(manifestFile, 'utf8'));
      for (const key of [...linked].sort())
        manifest[key] = {
          file: chunkOf(key).file,
          name: key.replace(/^.*\/|\.tsx?$/g, ''),
          src: key,
          isDynamicEntry: true,
        };
      writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
    },
  };
}
