import { existsSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import type { BuildOptions, Plugin } from 'vite';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { injectedFromTag, linkSharedChunks, readSharedChunks, SHARED_MODULES } from './scripts/shared-chunks';
import { nodeTestFilesByIsolation } from './scripts/unit-test-isolation';

const root = import.meta.dirname;

/** Libraries ship "use client" for React Server Components; it means nothing in a browser bundle. */
const quietDirectives: NonNullable<NonNullable<BuildOptions['rollupOptions']>['onwarn']> = (
  warning,
  warn,
) => {
  if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
};

/**
 * zod's builders are pure, but the bundler cannot see that through `.check()` chains, so it kept
 * schemas no page uses (0.8 KB gzip in each widget, when they ran on zod). Listed by their full `z.`
 * name: a bare `z` would also match one-letter functions in pre-minified libraries such as preact, and
 * drop code that matters. For the portal and the library, which keep zod; the widgets build, on
 * compact-zod, comes out byte for byte the same without it.
 */
const zodBuilders = [
  'object',
  'string',
  'number',
  'boolean',
  'array',
  'optional',
  'nullable',
  'nullish',
  'pipe',
  'transform',
  'custom',
  'refine',
];
const treeshake = { manualPureFunctions: zodBuilders.map((name) => `z.${name}`) };

/** Every `widgets/<name>/<name>.element.ts`, by name: `/widgets/fg-<name>.js`. */
export function widgetNames(): string[] {
  return readdirSync(resolve(root, 'widgets'), { withFileTypes: true })
    .filter(
      (dir) => dir.isDirectory() && existsSync(resolve(root, 'widgets', dir.name, `${dir.name}.element.ts`)),
    )
    .map((dir) => dir.name)
    .sort();
}

/**
 * The tag the widgets build is building (scripts/build-widgets.ts builds them one at a time): a build
 * of one entry puts everything its first paint needs in one file, where a build of all sixteen would
 * share chunks between them, each compressed alone and glued by imports (issue 28).
 */
function widgetBeingBuilt(): string {
  const name = process.env.FG_WIDGET ?? '';
  if (!widgetNames().includes(name))
    throw new Error(`FG_WIDGET must name one widget (${widgetNames().join(', ')}); run npm run build`);
  return name;
}

/**
 * The built portal runs on preact/compat: the same React source at a tenth of react-dom's weight (the
 * landing page drops from 115 KB to 60 KB gzip); the element bundle on plain preact (below), with these
 * as the fallback for what its shim does not name. The dev server, the unit tests and the React library
 * build keep real React.
 */
const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * The element bundle also swaps emotion for `src/ui/compact-emotion.ts`: the same `css`, `cx` and
 * `keyframes`, tested to write the same CSS for every style sheet, at a sixth of the weight. Emotion
 * was 5.4 KB gzip of every tag, and without the swap no tag could meet issue 4's 28–30 KB budgets.
 *
 * Compiling the sheets at build time instead (issue 49: each class's CSS text from compact-emotion,
 * only an insert-once runtime and `cx` in the tag) was built and measured, and it does not pay: the
 * runtime is about 0.45 KB gzip lighter, but the CSS text costs more than the style objects it replaces
 * (their spreads of shared base styles and token references compress better than the text they expand
 * to). Rate-us 13 295 → 13 171 B, report-viewer −229 B, the buy tags +0.66–0.72 KB, 14 of 16 tags larger;
 * with the tokens kept as references −79 B and +0.47–0.51 KB.
 */
const compactEmotionAlias = {
  find: /^@emotion\/css\/create-instance$/,
  replacement: resolve(root, 'src/ui/compact-emotion.ts'),
};

/**
 * zod/mini becomes `src/elements/compact-zod.ts`: the part of zod's runtime the schemas use, tested to
 * parse as zod does (compact-zod.test.ts, and the `*-compact-zod` test projects below), at a tenth of the
 * weight. Types, the portal, the library and the sandbox keep zod.
 */
const compactZodAlias = { find: /^zod\/mini$/, replacement: resolve(root, 'src/elements/compact-zod.ts') };

/**
 * The element bundle runs on plain preact: `src/elements/preact-react.ts` is React's API as the widgets
 * use it, with only the compat behaviour they need (1.8 KB gzip less per tag than preact/compat).
 */
const plainPreactAlias = {
  find: /^react(-dom(\/client)?)?$/,
  replacement: resolve(root, 'src/elements/preact-react.ts'),
};

/**
 * Its JSX compiles to calls of preact's createElement (`react`'s, through the alias above) with the
 * children as arguments: `h('p', { id }, a, b)` where the automatic runtime writes
 * `jsx('p', { id, children: [a, b] })` through a wrapper that takes the key apart. The same vnodes, as
 * createElement is what that wrapper called; every tag 53 to 162 bytes gzip smaller (rate-us −53, the
 * buy tags −0.16 KB). The tags' shared chunks compile the same way, so they take the tag's createElement
 * with its React. The names are ones no source file uses.
 */
export const classicJsx = {
  jsx: { runtime: 'classic', pragma: '__fgCreateElement', pragmaFrag: '__fgFragment' },
} as const;

/**
 * classicJsx's createElement and Fragment, imported into each TSX module. Not oxc's `jsxInject`, which
 * the bundled build puts into every module, `.ts` too: a shared chunk without JSX (the tab sync) was left
 * importing 'react' by its bare name, which a browser cannot resolve.
 */
export const jsxInScope: Plugin = {
  name: 'fg-jsx-in-scope',
  enforce: 'pre',
  transform: {
    filter: { id: /\.tsx$/ },
    handler: (code) => ({
      code: `import { createElement as __fgCreateElement, Fragment as __fgFragment } from 'react';\n${code}`,
      map: null,
    }),
  },
};

/**
 * The widgets are minified by terser, with its safe transforms only (no `unsafe*`): 0.1–0.5 KB gzip less
 * per tag than the bundler's own minifier (issue 28). Called directly rather than as `minify: 'terser'`,
 * which in library mode keeps every `@__PURE__` annotation in the output, for a bundler that will never
 * see a tag again.
 */
export async function minifyForTags(code: string): Promise<string> {
  const { minify } = await import('terser');
  const result = await minify(code, { module: true, compress: { passes: 2 }, format: { comments: false } });
  return result.code ?? code;
}

/**
 * Each tag's file starts with preact: its element module imports React's stand-in before anything else,
 * so the bundle's first module is preact, not (in tags whose element file imports zod/mini first, which
 * the import order puts before relative paths) compact-zod. The same code; what follows preact compresses
 * better against it: 172 to 257 bytes gzip less for those ten tags; the six that import react first
 * (rate-us among them) come out byte for byte the same.
 */
const preactFirst: Plugin = {
  name: 'fg-preact-first',
  enforce: 'pre',
  transform: {
    filter: { id: /\.element\.ts$/ },
    handler: (code) => ({ code: `import 'react';\n${code}`, map: null }),
  },
};

const minifyTag: Plugin = {
  name: 'fg-minify-tag',
  apply: 'build',
  // Last, on the code as written: the bundler's own passes reformat what renderChunk returns.
  async generateBundle(_options, bundle) {
    for (const file of Object.values(bundle))
      if (file.type === 'chunk') file.code = await minifyForTags(file.code);
  },
};

/** The shared module the `shared-chunk` build is building (scripts/build-widgets.ts, before the tags). */
function sharedModuleBeingBuilt(): string {
  const name = process.env.FG_SHARED_MODULE ?? '';
  if (!SHARED_MODULES.includes(name))
    throw new Error(`FG_SHARED_MODULE must name one of ${SHARED_MODULES.join(', ')}; run npm run build`);
  return name;
}

/**
 * `npm run dev` answers the API paths with the sandbox (sandbox/dev-middleware.ts). It is loaded through
 * the dev server itself, so the config, which every build and test run loads, never bundles the sandbox.
 */
const sandboxInDevServer: Plugin = {
  name: 'fg-sandbox-in-dev-server',
  apply: 'serve',
  async configureServer(server) {
    const { sandboxMiddleware } = (await server.ssrLoadModule(
      '/sandbox/dev-middleware.ts',
    )) as typeof import('./sandbox/dev-middleware');
    server.middlewares.use(sandboxMiddleware());
  },
};

/**
 * A node test project as two: its files that leave nothing behind share one module graph per worker
 * (`isolate: false`), the others each get their own (scripts/unit-test-isolation.ts). The DOM projects
 * stay isolated, as their modules define custom elements and keep the page's storage and caches at module
 * level (17 of their tests failed unisolated): see {@link DOM_FILES_IN_OWN_CONTEXTS}.
 */
let nodeTestFiles: ReturnType<typeof nodeTestFilesByIsolation> | undefined;
function sharedWhereSafe(project: TestProjectInlineConfiguration): TestProjectInlineConfiguration[] {
  nodeTestFiles ??= nodeTestFilesByIsolation(root);
  const { isolated, shared } = nodeTestFiles;
  const exclude = project.test?.exclude ?? [];
  return [
    { ...project, test: { ...project.test, isolate: false, exclude: [...exclude, ...isolated] } },
    {
      ...project,
      test: { ...project.test, name: `${project.test?.name}-isolated`, exclude: [...exclude, ...shared] },
    },
  ];
}

/**
 * The DOM projects run each test file in a VM context of its own on a pool of worker threads: as isolated
 * as a thread per file (every file gets fresh modules and a fresh page), but without starting a thread
 * and rebuilding the environment per file (issue 45: the DOM projects 243 s on 'threads', 130 s here).
 * The context's global object is happy-dom's window, so setup-vm-globals.ts adds the Node web globals
 * happy-dom lacks.
 */
const DOM_FILES_IN_OWN_CONTEXTS = {
  pool: 'vmThreads' as const,
  setupFiles: ['src/test/setup-vm-globals.ts', 'src/test/setup-dom.ts'],
};
/**
 * Files that replace a class of the page (a stubbed CSSStyleSheet): in a VM context that is happy-dom's
 * own class too, which then breaks its style elements, so these keep a thread of their own per file.
 */
const DOM_FILES_ON_THREADS = ['src/ui/compact-emotion.test.ts'];

export default defineConfig(({ command, mode }) => {
  if (mode === 'shared-chunk') {
    // One lazy module several tags import (scripts/shared-chunks.ts), as one plain ES module: its
    // imports are what it takes from the tag; scripts/build-widgets.ts turns it into a factory,
    // minifies and names it.
    const module = sharedModuleBeingBuilt();
    return {
      plugins: [injectedFromTag(root), jsxInScope],
      resolve: { alias: [compactEmotionAlias, compactZodAlias] },
      oxc: classicJsx,
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        write: false,
        lib: { entry: resolve(root, module), formats: ['es'] },
        target: 'es2022',
        minify: false,
        rollupOptions: { onwarn: quietDirectives },
      },
    };
  }

  if (mode === 'widgets') {
    const widget = widgetBeingBuilt();
    const widgetsDir = resolve(root, 'dist/widgets');
    const manifest = `.vite/fg-${widget}.json`;
    return {
      plugins: [
        linkSharedChunks(root, readSharedChunks(widgetsDir), resolve(widgetsDir, manifest)),
        jsxInScope,
        preactFirst,
        minifyTag,
      ],
      resolve: {
        alias: [plainPreactAlias, ...preactAliases, compactEmotionAlias, compactZodAlias],
      },
      oxc: classicJsx,
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      // Relative: a lazy chunk's preloads resolve against the module's own URL (the portal's
      // /widgets/chunks/), not the host page's origin and root.
      base: './',
      build: {
        outDir: 'dist/widgets',
        // scripts/build-widgets.ts empties it once, before the first tag.
        emptyOutDir: false,
        manifest,
        // Library mode: no preload helper (3.4 KB of every tag), as a tag's lazy chunks are few (its own, and
        // the shared ones linked by linkSharedChunks).
        lib: {
          entry: { [`fg-${widget}`]: resolve(root, 'widgets', widget, `${widget}.element.ts`) },
          formats: ['es'],
          fileName: (_format, name) => `${name}.js`,
        },
        target: 'es2022',
        // Minified by terser in `minifyTag` below, not here.
        minify: false,
        rollupOptions: {
          onwarn: quietDirectives,
          preserveEntrySignatures: false,
          output: {
            format: 'es',
            entryFileNames: '[name].js',
            chunkFileNames: 'chunks/[name]-[hash].js',
          },
        },
      },
    };
  }

  if (mode === 'library') {
    // The React library for React hosts: React, react-dom and TanStack Query stay the host's,
    // so its QueryClientProvider and the components share one React and one query context.
    return {
      publicDir: false,
      build: {
        outDir: 'dist/lib',
        emptyOutDir: false,
        target: 'es2022',
        lib: {
          entry: { index: resolve(root, 'lib/index.ts'), query: resolve(root, 'lib/query.ts') },
          formats: ['es'],
          fileName: (_format, name) => `${name}.js`,
        },
        rollupOptions: {
          onwarn: quietDirectives,
          external: [/^react($|\/)/, /^react-dom($|\/)/, /^@tanstack\/react-query($|\/)/],
          treeshake,
          output: {
            chunkFileNames: 'chunks/[name]-[hash].js',
            // Every component is interactive: frameworks with server components (Next.js's app router)
            // must load the entries on the client.
            banner: (chunk) => (chunk.isEntry ? "'use client';" : ''),
          },
        },
      },
    };
  }

  if (mode === 'react-host') {
    // The example React host: real React, as a React app that embeds the widgets would have.
    return {
      root: resolve(root, 'examples/react-host'),
      base: '/examples/react-host/',
      plugins: [react()],
      publicDir: false,
      build: {
        outDir: resolve(root, 'dist/examples/react-host'),
        emptyOutDir: true,
        target: 'es2022',
        rollupOptions: { onwarn: quietDirectives },
      },
    };
  }

  return {
    // Vitest runs in serve mode too; only the dev server mounts the sandbox.
    plugins: command === 'serve' ? [react(), ...(process.env.VITEST ? [] : [sandboxInDevServer])] : [],
    resolve: command === 'build' ? { alias: preactAliases } : {},
    build: {
      outDir: 'dist/portal',
      emptyOutDir: true,
      manifest: true,
      target: 'es2022',
      // The same minifier and safe settings as the widgets (minifyTag): 0.3 KB gzip less on the landing.
      minify: 'terser',
      terserOptions: { compress: { passes: 2 }, format: { comments: false } },
      rollupOptions: { onwarn: quietDirectives, treeshake },
    },
    server: { port: 5173, host: '127.0.0.1' },
    // The dev server is the portal: scan its page for dependencies, not every HTML file in the repo
    // (e2e host pages are templates whose script addresses only the test server fills in).
    optimizeDeps: { entries: ['index.html'] },
    test: {
      restoreMocks: true,
      // Measured on this 2-core machine (issue 45): worker threads start an isolated test file faster than
      // forked processes (the DOM projects 320 s against 344 s).
      pool: 'threads',
      // One worker per core: vitest's default leaves one core to its main thread (a single worker on this
      // 2-core machine), which idles while a worker runs tests (the portal's DOM tests 101 s on one, 75 s
      // on two).
      maxWorkers: availableParallelism(),
      // A test that waits (findBy, waitFor: 10 s in setup-dom.ts) may take that long on a busy machine
      // (two test runs at once) without failing; a broken one still fails, only later. The longest typing
      // walks (sign-up with a passport) took over 20 s with the machine shared four ways.
      testTimeout: 40_000,
      projects: [
        ...sharedWhereSafe({
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            // Every .test.ts outside the DOM folders, so a test file moved to a new folder still runs.
            include: ['**/*.test.ts'],
            exclude: [
              'node_modules/**',
              'dist/**',
              'e2e/**',
              'src/session/**',
              'src/react/**',
              'src/elements/**',
              'src/ui/**',
            ],
          },
        }),
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'happy-dom',
            ...DOM_FILES_IN_OWN_CONTEXTS,
            include: [
              '**/*.test.tsx',
              'src/session/**/*.test.ts',
              'src/react/**/*.test.ts',
              'src/elements/**/*.test.ts',
              'src/ui/**/*.test.ts',
            ],
            exclude: ['node_modules/**', 'dist/**', 'e2e/**', ...DOM_FILES_ON_THREADS],
          },
        },
        {
          extends: true,
          test: {
            name: 'dom-threads',
            environment: 'happy-dom',
            include: DOM_FILES_ON_THREADS,
            setupFiles: ['src/test/setup-dom.ts'],
          },
        },
        // The element bundle's schemas on compact-zod, as the built tags run them: zod/mini swapped as the
        // widgets build swaps it, for the element contract and runtime, config, session, the API answers,
        // the form and wizard machinery, the domain's schema parts and the widgets' own schema and rule
        // tests. The rest of src/domain is left out as it never loads zod, and compact-zod.test.ts as it
        // sets compact-zod against zod itself.
        ...sharedWhereSafe({
          extends: true,
          resolve: { alias: [compactZodAlias] },
          test: {
            name: 'node-compact-zod',
            environment: 'node',
            include: [
              'widgets/**/*.test.ts',
              'src/config/**/*.test.ts',
              'src/api/**/*.test.ts',
              'src/domain/{schema-parts,form-fields,text-rule-checks,app-links}.test.ts',
              'src/wizard/**/*.test.ts',
            ],
            // Node-only modules no widget bundles (the contract, and the purchase bodies widgets import as types).
            exclude: ['src/api/{contract,openapi,purchase-requests,request-bodies}.test.ts'],
          },
        }),
        {
          extends: true,
          resolve: { alias: [compactZodAlias] },
          test: {
            name: 'dom-compact-zod',
            environment: 'happy-dom',
            include: [
              'widgets/element-contract.test.tsx',
              'src/elements/**/*.test.{ts,tsx}',
              'src/session/**/*.test.ts',
              'src/react/use-{form,edit-form,wizard}.test.tsx',
            ],
            ...DOM_FILES_IN_OWN_CONTEXTS,
            exclude: ['src/elements/compact-zod.test.ts'],
          },
        },
      ],
    },
  };
});
