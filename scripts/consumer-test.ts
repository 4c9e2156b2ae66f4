import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { type Browser, chromium, type Page, request as playwrightRequest } from '@playwright/test';
import { signInAs } from '../e2e/support/session';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { type ConsumerWidget, consumerApp } from './consumer-app';
import { consumerVueApp, VUE_HOST_DIR, VUE_HOST_REFERENCE, VUE_KEPT_REF } from './consumer-vue-app';
import { className, widgetElements } from './custom-elements';
import { installedBecauseOf, nameOf, readInstalled } from './install-tree';
import { SERVER_AND_BUILD_PACKAGES } from './package-manifest';
import { startSite } from './start-site';

/**
 * The package as a React host meets it (issue 26): `npm pack ./dist/package` (the package the build
 * writes, issue 47), a fresh Vite + React 19 + TypeScript app in a temporary folder with this repo's
 * locked versions, installed first without the tarball and then with it: the test prints how many
 * packages the tarball added and fails if it brought in any of the site's server or build packages.
 * Then a page rendering every
 * widget's component and every tag (typed by the shipped fg-elements.d.ts), `tsc --noEmit` and
 * `vite build`, then the page in Chromium against the sandbox: every component and tag renders, both
 * rate-us forms send a rating, both tax-free buy wizards reach step 2 signed in. The host's Vite config
 * has no `dedupe` or alias: one React is the package's job. Then, from the same install, a Vue 3 host
 * (issue 47: docs/frameworks.md's vite.config.ts, main.ts and App.vue as written) built with `vite
 * build`: its `<fg-rate-us reference>` sends a rating carrying the reference and the page hears
 * `fg-submitted`, and a tag given `ref` (which Vue keeps) warns on the console. Needs `npm run build` first.
 */
const root = resolve(import.meta.dirname, '..');
const PORT = Number(process.env.CONSUMER_PORT ?? 4917);
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const log = (text: string) => process.stdout.write(`consumer test [${elapsed()}]: ${text}\n`);

function run(command: string, args: string[], cwd: string): string {
  try {
    return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${stdout}\n${stderr}`);
  }
}

/** The version this repo's lock installed, so the consumer app is the same every run (and the npm cache serves it). */
function locked(name: string): string {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string }>;
  };
  const version = lock.packages[`node_modules/${name}`]?.version;
  if (!version) throw new Error(`${name} is not in package-lock.json`);
  return version;
}

const problems: string[] = [];
const check = (ok: boolean, problem: string) => {
  if (!ok) problems.push(problem);
};

if (
  !existsSync(join(root, 'dist', 'lib', 'index.js')) ||
  !existsSync(join(root, 'dist', 'widgets', 'elements.js'))
) {
  process.stderr.write('consumer test: nothing built; run `npm run build` first.\n');
  process.exit(1);
}

const widgets: ConsumerWidget[] = widgetElements(root).map(({ contract }) => ({
  tag: contract.tagName,
  component: contract.component,
  events: contract.events.map(({ name }) => name),
}));
const work = mkdtempSync(join(tmpdir(), 'fg-consumer-'));
const app = join(work, 'app');
mkdirSync(app);
let stopSite = async () => {};
try {
  const packed = JSON.parse(
    run('npm', ['pack', join(root, 'dist', 'package'), '--json', '--pack-destination', work], root),
  ) as {
    filename: string;
  }[];
  const tarball = join(work, packed[0]?.filename ?? '');
  log(`packed ${tarball}`);

  const devVersions = Object.fromEntries(
    [
      '@types/react',
      '@types/react-dom',
      '@vitejs/plugin-react',
      '@vitejs/plugin-vue',
      'typescript',
      'vite',
    ].map((name) => [name, locked(name)]),
  );
  const files = consumerApp(widgets, {
    dependencies: {
      react: locked('react'),
      'react-dom': locked('react-dom'),
      vue: locked('vue'),
    },
    devDependencies: devVersions,
  });
  // The README's React snippet, compiled with the page: what it shows must work as written.
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const snippet = /### In a React app[\s\S]*?```tsx\n([\s\S]*?)```/.exec(readme)?.[1];
  if (!snippet) throw new Error("README.md has no tsx snippet under 'In a React app'");
  files['src/readme-snippet.tsx'] = snippet;
  Object.assign(files, consumerVueApp(readFileSync(join(root, 'docs', 'frameworks.md'), 'utf8')));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(app, path, '..'), { recursive: true });
    writeFileSync(join(app, path), text);
  }
  const install = ['install', '--no-audit', '--no-fund', '--prefer-offline'];
  // npm's record of what is in node_modules, by path; the app itself is not one of them.
  const installedPaths = () =>
    readInstalled(readFileSync(join(app, 'node_modules', '.package-lock.json'), 'utf8'));
  run('npm', install, app);
  const hostOnly = new Set(Object.keys(installedPaths()).filter((path) => path !== ''));
  run('npm', [...install, tarball], app);
  const withPackage = installedPaths();
  const added = Object.keys(withPackage).filter((path) => path !== '' && !hostOnly.has(path));
  log(
    `installed react, react-dom, vue, vite and typescript (${hostOnly.size} packages), then the tarball: it added ${added.length} (${added.map(nameOf).join(', ')})`,
  );
  const broughtIn = new Set(
    [...added, ...installedBecauseOf(withPackage, 'node_modules/fg-portal')].map(nameOf),
  );
  for (const name of SERVER_AND_BUILD_PACKAGES)
    check(
      !broughtIn.has(name),
      `installing the tarball brought in ${name}, a package of the site's server or build`,
    );

  // The package's promises, as the host's tools read them.
  const installed = join(app, 'node_modules', 'fg-portal');
  const manifest = JSON.parse(
    readFileSync(join(installed, 'dist', 'widgets', 'custom-elements.json'), 'utf8'),
  ) as {
    modules: { declarations: { tagName: string; members?: unknown[]; events?: { type?: unknown }[] }[] }[];
  };
  const declared = new Map(
    manifest.modules.flatMap(({ declarations }) => declarations.map((d) => [d.tagName, d])),
  );
  for (const { tag, events } of widgets) {
    const declaration = declared.get(tag);
    check(declaration !== undefined, `custom-elements.json has no ${tag}`);
    check((declaration?.events ?? []).length === events.length, `custom-elements.json: ${tag} lacks events`);
    check(
      (declaration?.events ?? []).every((event) => event.type),
      `custom-elements.json: ${tag} has untyped events`,
    );
  }
  const typings = readFileSync(join(installed, 'dist', 'widgets', 'fg-elements.d.ts'), 'utf8');
  for (const { tag } of widgets)
    check(typings.includes(`'${tag}': ${className(tag)}Element;`), `fg-elements.d.ts lacks ${tag}`);
  // The editors' data, where VS Code's html.customData and JetBrains' `web-types` field find it.
  const installedPackage = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as {
    'web-types'?: string;
  };
  const vscodeData = JSON.parse(
    readFileSync(join(installed, 'dist', 'widgets', 'vscode.html-custom-data.json'), 'utf8'),
  ) as { tags?: { name: string }[] };
  check(
    installedPackage['web-types'] === 'dist/widgets/web-types.json',
    "package.json's web-types is not dist/widgets/web-types.json",
  );
  const webTypes = JSON.parse(readFileSync(join(installed, 'dist', 'widgets', 'web-types.json'), 'utf8')) as {
    contributions?: { html?: { elements?: { name: string }[] } };
  };
  for (const { tag } of widgets) {
    check(
      vscodeData.tags?.some(({ name }) => name === tag) === true,
      `vscode.html-custom-data.json lacks ${tag}`,
    );
    check(
      webTypes.contributions?.html?.elements?.some(({ name }) => name === tag) === true,
      `web-types.json lacks ${tag}`,
    );
  }
  check(!existsSync(join(installed, 'node_modules', 'react')), 'the package installed its own React');

  run(join(app, 'node_modules', '.bin', 'tsc'), ['--noEmit', '-p', '.'], app);
  log('tsc --noEmit: every component, every tag and its event types as the package declares them');
  run(join(app, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], app);
  log('vite build');
  const vueHost = join(app, VUE_HOST_DIR);
  run(
    join(app, 'node_modules', '.bin', 'vite'),
    ['build', '--logLevel', 'warn', '--base', `/${VUE_HOST_DIR}/`],
    vueHost,
  );
  log('vite build of the Vue host');

  const site = await startSite(PORT, { SANDBOX_TEST_CONTROLS: '1' });
  stopSite = site.stop;
  await fetch(`${site.origin}/__sandbox/reset`, { method: 'POST' });
  // A password-reset link for the page's query, so <ResetPassword> and <fg-reset-password> have one to show.
  await fetch(`${site.origin}/v5/api/Auth/InitiatePasswordReset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailAddress: 'thandi@example.co.za', IsLinkReset: true }),
  });
  const emails = (await (await fetch(`${site.origin}/__sandbox/emails`)).json()) as { Link?: string }[];
  const resetQuery = emails.at(-1)?.Link?.split('?')[1] ?? '';
  log(`site server on ${site.origin}, a reset link e-mailed`);

  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    headless: true,
  });
  try {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // Thandi signed in through the sandbox's token endpoint, her session where the widgets keep it.
    const request = await playwrightRequest.newContext({ baseURL: site.origin });
    await signInAs(page, request, 'thandi@example.co.za');
    await request.dispose();
    await serveBuilt(page, `${site.origin}/consumer/`, join(app, 'dist'));
    await page.goto(`${site.origin}/consumer/?${resetQuery}`);
    await exercise(page, widgets);
    check(errors.length === 0, `uncaught errors on the page: ${errors.join('; ')}`);
    await exerciseVue(browser, `${site.origin}/${VUE_HOST_DIR}/`, join(vueHost, 'dist'));
  } finally {
    await browser.close();
  }
} catch (error) {
  problems.push(error instanceof Error ? error.message : String(error));
} finally {
  await stopSite();
  if (problems.length > 0) process.stderr.write(`consumer app left in ${work} for a look\n`);
  else rmSync(work, { recursive: true, force: true });
}

/** A built app's files on the site's origin under `base`, so its calls reach the sandbox as a host's would its API. */
function serveBuilt(page: Page, base: string, dist: string) {
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
  };
  return page.route(`${base}**`, async (route) => {
    const path = new URL(route.request().url()).pathname.slice(new URL(base).pathname.length) || 'index.html';
    const file = join(dist, path);
    if (!existsSync(file)) return route.fulfill({ status: 404 });
    return route.fulfill({
      body: readFileSync(file),
      contentType: types[extname(file)] ?? 'application/octet-stream',
    });
  });
}

/** The page's checks: everything rendered, a rating sent from each rate-us, each tax-free wizard at step 2. */
async function exercise(page: Page, widgets: readonly ConsumerWidget[]) {
  const timeout = 15_000;
  await page.locator('#components').waitFor({ timeout });
  for (const { tag, component } of widgets) {
    const rendered = (selector: string) =>
      page
        .waitForFunction(
          (selector) => {
            const element = document.querySelector(selector);
            const content = element?.shadowRoot ?? element;
            return (content?.textContent ?? '').trim().length > 0;
          },
          selector,
          { timeout },
        )
        .then(
          () => true,
          () => false,
        );
    // The login dialog is open only while nobody is signed in: signed in, both forms of it show nothing.
    if (component === 'LoginDialog') continue;
    check(await rendered(`[data-widget="${component}"]`), `<${component}> rendered nothing`);
    check(await rendered(tag), `<${tag}> rendered nothing`);
  }
  const unregistered = await page.evaluate(
    (tags) => tags.filter((tag) => customElements.get(tag) === undefined),
    widgets.map(({ tag }) => tag),
  );
  check(unregistered.length === 0, `fg-portal/elements did not register ${unregistered.join(', ')}`);
  log('every component and every tag rendered');

  for (const scope of [page.locator('[data-widget="RateUs"]'), page.locator('fg-rate-us')]) {
    await scope.getByRole('radio', { name: '9', exact: true }).check({ timeout });
    await scope.getByRole('textbox', { name: 'Comment' }).fill('From a React host');
    const posted = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/v4/api/UserResponse'),
      { timeout },
    );
    await scope.getByRole('button', { name: 'Send' }).click({ timeout });
    const response = await posted;
    check(response.ok(), `the rating was refused: ${response.status()}`);
    await scope.getByText('Thank you for your submission.').waitFor({ timeout });
  }
  const heard = await page.locator('#events').textContent();
  check(
    heard?.includes('fg-rate-us fg-submitted {"OptionSelected":9') === true,
    `the host did not hear fg-submitted: ${heard}`,
  );
  check(
    heard?.includes('RateUs onSubmitted {"OptionSelected":9') === true,
    `the host did not hear onSubmitted: ${heard}`,
  );
  log('both rate-us forms sent a rating');

  for (const scope of [page.locator('[data-widget="BuyTaxFree"]'), page.locator('fg-buy-tax-free')]) {
    await scope.getByRole('heading', { name: 'Step 1 of 5: Investment details' }).waitFor({ timeout });
    await scope.getByRole('button', { name: 'Next' }).click({ timeout });
    await scope.getByRole('heading', { name: 'Step 2 of 5: Source of funds' }).waitFor({ timeout });
  }
  log('both tax-free buy wizards reached step 2 signed in');
}

/**
 * The Vue host's checks: the documented `<fg-rate-us reference="VUE-HOST">` sends a rating carrying the
 * reference and the page lists the `fg-submitted` it heard; the tag given `ref` warns that Vue kept it.
 */
async function exerciseVue(browser: Browser, base: string, dist: string) {
  const timeout = 15_000;
  const page = await browser.newPage();
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await serveBuilt(page, base, dist);
  await page.goto(base);
  const rating = page.locator(`fg-rate-us[reference="${VUE_HOST_REFERENCE}"]`);
  await rating.getByRole('radio', { name: '9', exact: true }).check({ timeout });
  await rating.getByRole('textbox', { name: 'Comment' }).fill('From a Vue host');
  const posted = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/v4/api/UserResponse'),
    { timeout },
  );
  await rating.getByRole('button', { name: 'Send' }).click({ timeout });
  const body = (await posted).postDataJSON() as { SystemIdentifier?: unknown };
  check(
    body.SystemIdentifier === VUE_HOST_REFERENCE,
    `the Vue host's rating carried ${JSON.stringify(body.SystemIdentifier)}, not ${VUE_HOST_REFERENCE}`,
  );
  await rating.getByText('Thank you for your submission.').waitFor({ timeout });
  await page
    .locator('#events li', { hasText: 'fg-submitted' })
    .waitFor({ timeout })
    .catch(() => undefined);
  const text = (await page.locator('#events').textContent()) ?? '';
  check(
    text.includes(
      `fg-submitted {"OptionSelected":9,"Comment":"From a Vue host","SystemIdentifier":"${VUE_HOST_REFERENCE}"`,
    ),
    `the Vue host did not hear fg-submitted: ${text}`,
  );
  log(`Vue host: the rating carried ${VUE_HOST_REFERENCE} and the page heard fg-submitted`);

  const kept = page.locator('#kept-ref fg-rate-us');
  check((await kept.getAttribute('ref')) === null, `Vue set ref="${VUE_KEPT_REF}" as an attribute after all`);
  // The tag checks on its first touch, as its API client loads (off its first paint).
  const keptWarning = (warning: string) =>
    warning.startsWith('<fg-rate-us> was rendered by Vue without a reference');
  const warning = page.waitForEvent('console', {
    predicate: (message) => keptWarning(message.text()),
    timeout,
  });
  await kept.getByRole('radio', { name: '3', exact: true }).check({ timeout });
  await warning.catch(() => undefined);
  const warned = warnings.filter(keptWarning);
  check(
    warned.length === 1,
    `the tag Vue took ref="${VUE_KEPT_REF}" from did not warn once: ${warnings.join(' | ')}`,
  );
  check(errors.length === 0, `uncaught errors on the Vue host: ${errors.join('; ')}`);
  log('Vue host: the tag whose ref Vue kept warned on the console');
  await page.close();
}

if (problems.length > 0) {
  process.stderr.write(`consumer test failed after ${elapsed()}:\n${problems.join('\n')}\n`);
  process.exit(1);
}
log(
  `passed: ${widgets.length} components and ${widgets.length} tags in a fresh React 19 app, rate-us in a Vue 3 app`,
);
