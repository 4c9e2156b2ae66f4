import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import type { BuildOptions, Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

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
 * schemas no widget uses (0.8 KB gzip in each). Listed by their full `z.` name: a bare `z` would also
 * match one-letter functions in pre-minified libraries such as preact, and drop code that matters.
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

/** Every `widgets/<name>/<name>.element.ts` becomes `/widgets/fg-<name>.js`. */
function widgetEntries(): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const dir of readdirSync(resolve(root, 'widgets'), { withFileTypes: true })) {
    const file = resolve(root, 'widgets', dir.name, `${dir.name}.element.ts`);
    if (dir.isDirectory() && existsSync(file)) entries[`fg-${dir.name}`] = file;
  }
  return entries;
}

/**
 * The element bundle and the built portal run on preact/compat: the same React source at a tenth of
 * react-dom's weight (the landing page drops from 115 KB to 60 KB gzip). The dev server, the unit tests
 * and the React library build keep real React.
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
 */
const compactEmotionAlias = {
  find: /^@emotion\/css\/create-instance$/,
  replacement: resolve(root, 'src/ui/compact-emotion.ts'),
};

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

export default defineConfig(({ command, mode }) => {
  if (mode === 'widgets') {
    return {
      resolve: { alias: [...preactAliases, compactEmotionAlias] },
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      // Relative: a lazy chunk's preloads resolve against the module's own URL (the portal's
      // /widgets/chunks/), not the host page's origin and root.
      base: './',
      build: {
        outDir: 'dist/widgets',
        emptyOutDir: true,
        manifest: true,
        target: 'es2022',
        rollupOptions: {
          onwarn: quietDirectives,
          input: widgetEntries(),
          preserveEntrySignatures: 'exports-only',
          treeshake,
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
          output: { chunkFileNames: 'chunks/[name]-[hash].js' },
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
      rollupOptions: { onwarn: quietDirectives, treeshake },
    },
    server: { port: 5173, host: '127.0.0.1' },
    // The dev server is the portal: scan its page for dependencies, not every HTML file in the repo
    // (e2e host pages are templates whose script addresses only the test server fills in).
    optimizeDeps: { entries: ['index.html'] },
    test: {
      restoreMocks: true,
      projects: [
        {
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
        },
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'happy-dom',
            include: [
              '**/*.test.tsx',
              'src/session/**/*.test.ts',
              'src/react/**/*.test.ts',
              'src/elements/**/*.test.ts',
              'src/ui/**/*.test.ts',
            ],
            exclude: ['node_modules/**', 'dist/**', 'e2e/**'],
            setupFiles: ['src/test/setup-dom.ts'],
          },
        },
      ],
    },
  };
});
