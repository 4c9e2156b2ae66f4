import type { KnipConfig } from 'knip';

/**
 * The unused-export check (`npm run knip`, a step of `npm test`): every file, export and dependency must
 * be reached from an entry below, tests included (a message a test asserts on is a use). Production
 * entries carry a `!`.
 *
 * `npm run knip:production` (`knip --production`, the same step) asks the same of the product alone,
 * tests and their helpers left out, so code only tests use shows up. One rule for an export product code
 * does not import but a test does (a message the test asserts on, a limit, a pure step of a component,
 * a module's reset for tests): it keeps its export, with an `@internal` tag in its doc comment, which the
 * production mode skips of itself (knip.dev/reference/jsdoc-tsdoc-tags). A tag rather than a setting, so
 * the exception stays beside the export it is for, and the default mode still reports the export once no
 * test imports it either; `ignoreExportsUsedInFile` would hide, in both modes, every export nothing else
 * imports. An export nothing imports loses its export; code only tests use is deleted with its tests, or
 * moved into a `test/` folder when tests use it as a helper.
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
    // What vite.config.ts puts in the widgets build in place of emotion, zod/mini and React (its aliases,
    // which knip does not read).
    'src/ui/compact-emotion.ts!',
    'src/elements/compact-zod.ts!',
    'src/elements/preact-react.ts!',
    // Tests: the vitest projects and the Playwright specs.
    '**/*.test.{ts,tsx}',
    'e2e/*.spec.ts',
    // The other-origin host each e2e worker starts (e2e/support/worker-sites.ts).
    'e2e/support/other-origin-server.ts',
    // Scripts of the other site's own, which its host pages load (other-origin-server.ts serves them).
    'e2e/support/other-site/*.js',
  ],
  project: [
    '{src,widgets,portal,server,sandbox,scripts,examples,lib}/**/*.{ts,tsx,mjs,js}!',
    '*.ts!',
    // The Playwright specs and what they share: checked in the default mode only.
    'e2e/**/*.{ts,js}',
    // Test helpers (`test/` folders, the sandbox's msw binding and testing clients) are not product
    // code: the production mode leaves them out (a negation with `!` applies to that mode only).
    '!**/test/**!',
    '!sandbox/testing/**!',
    '!sandbox/msw.ts!',
  ],
  // The portal's typeface: index.html names its files by path (preload and @font-face), which knip does not read.
  // Vue's Vite plugin: scripts/consumer-test.ts installs it, at the lock's version, in the Vue host app it
  // builds (issue 47), which is written as text and never imported here.
  ignoreDependencies: ['@fontsource-variable/figtree', '@vitejs/plugin-vue'],
  // Vue is here for the Vue host's test and the elements' unit tests under Vue; this repo has no `.vue` files.
  vue: false,
  ignoreIssues: {
    // React's API for the widgets build, where vite.config.ts aliases `react` to this file: its
    // exports are used through imports of 'react', which knip resolves to React itself.
    'src/elements/preact-react.ts': ['exports'],
  },
};

export default config;
