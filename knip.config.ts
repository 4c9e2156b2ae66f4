import type { KnipConfig } from 'knip';

/**
 * The unused-export check (`npm run knip`, a step of `npm test`): every file, export and dependency must
 * be reached from an entry below, tests included (a message a test asserts on is a use). Production
 * entries carry a `!`.
 */
const config: KnipConfig = {
  entry: [
    // vite.config.ts, portal mode: index.html loads portal/main.tsx; scripts/prerender.ts renders this.
    'portal/prerender-entry.tsx!',
    // The prerendered pages' boot script, built on its own by scripts/prerender.ts.
    'portal/boot/boot.ts!',
    // Widgets mode (one bundle per tag), the element bundle, library mode and react-host mode.
    'widgets/*/*.element.ts!',
    'src/elements/index.ts!',
    'lib/{index,query}.ts!',
    'examples/react-host/main.tsx!',
    // The example pages' shared script (plain HTML pages load it).
    'examples/event-log.js!',
    // The site server `npm run serve` execs (knip does not follow a script's `exec`).
    'server/main.ts!',
    // The sandbox the dev server mounts, build and measurement scripts.
    'sandbox/dev-middleware.ts!',
    'scripts/*.{ts,mjs}!',
    // Tests: the vitest projects and the Playwright specs.
    '**/*.test.{ts,tsx}',
    'e2e/*.spec.ts',
    // The other-origin host each e2e worker starts (e2e/support/worker-sites.ts).
    'e2e/support/other-origin-server.ts',
    // Scripts of the other site's own, which its host pages load (other-origin-server.ts serves them).
    'e2e/support/other-site/*.js',
  ],
  project: ['{src,widgets,portal,server,sandbox,e2e,scripts,examples,lib}/**/*.{ts,tsx,mjs,js}!', '*.ts!'],
  // The portal's typeface: index.html names its files by path (preload and @font-face), which knip does not read.
  ignoreDependencies: ['@fontsource-variable/figtree'],
  ignoreIssues: {
    // React's API for the widgets build, where vite.config.ts aliases `react` to this file: its
    // exports are used through imports of 'react', which knip resolves to React itself.
    'src/elements/preact-react.ts': ['exports'],
  },
};

export default config;
