/**
 * `npm run new:widget <name>`: a new tag, `<fg-<name>>`, with everything a tag needs to build, ship and be
 * tested, so that nothing is left to remember (CONTRIBUTING.md, "Add a widget"). It writes the widget's
 * folder (element with its JSDoc contract and attribute schema, React component, index, unit test), its
 * example page and e2e smoke test, and enters it where a list must name it: its starting size budget, its
 * entry in the element contract test, its row in the examples' README and its line in lib/widgets.ts.
 * The manifest, the typings, the element bundle, the React library and the consumer test find the tag by
 * themselves (scripts/custom-elements.ts reads `widgets/<name>/<name>.element.ts`).
 *
 *   npx tsx scripts/new-widget.ts <name> [--root <dir>]
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { colorDefaults } from '../src/ui/tokens';
import { widgetElements } from './custom-elements';
import { buildLibraryIndex, LIBRARY_INDEX } from './library-index';

/**
 * A new tag's first budget in KB of min+gzip (scripts/size-budgets.ts): what the generated card measured
 * (11.9 KB gzip: the element runtime, a Card and a button) plus room for a first feature. Once the widget does
 * its job, set it to its size plus about 0.3 KB, as every other tag's is.
 */
export const STARTING_BUDGET_KB = 13;

/** The names the generated files use for one widget. */
export interface WidgetNames {
  /** `demo-card`: the folder under widgets/ and the files' stem. */
  name: string;
  /** `fg-demo-card`. */
  tag: string;
  /** `DemoCard`: the React component, also exported by the React library. */
  component: string;
  /** `demoCard`: the stem of the module's own identifiers. */
  camel: string;
  /** `Demo card`: the default heading and the example page's wording. */
  title: string;
}

export function namesOf(name: string): WidgetNames {
  const words = name.split('-');
  const component = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
  const spaced = words.join(' ');
  return {
    name,
    tag: `fg-${name}`,
    component,
    camel: component.charAt(0).toLowerCase() + component.slice(1),
    title: spaced.charAt(0).toUpperCase() + spaced.slice(1),
  };
}

/** Why `name` cannot be a new widget in `root`, or null when it can. */
export function nameProblem(root: string, name: string): string | null {
  if (!/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/.test(name))
    return `'${name}' is not a widget name: lower-case letters, digits and single dashes, starting with a letter (e.g. demo-card)`;
  if (name.startsWith('fg-')) return `name the widget without fg- (the tag is fg-<name>): ${name.slice(3)}`;
  if (existsSync(join(root, 'widgets', name))) return `widgets/${name} exists already`;
  const { tag, component } = namesOf(name);
  const taken = widgetElements(root).find(
    ({ contract }) => contract.tagName === tag || contract.component === component,
  );
  if (taken)
    return `widgets/${taken.dir} already has ${taken.contract.tagName} (${taken.contract.component})`;
  if (readFileSync(join(root, BUDGETS), 'utf8').includes(`'${tag}':`))
    return `${BUDGETS} already has a budget for ${tag}`;
  return null;
}

const BUDGETS = 'scripts/size-budgets.ts';
const CONTRACT_TEST = 'widgets/element-contract.test.tsx';
const EXAMPLES_README = 'examples/README.md';

/** `primaryStrong` → `--fg-color-primary-strong`'s default, from the tokens: the contract cannot start out wrong. */
const colour = (name: keyof typeof colorDefaults) => colorDefaults[name];

function elementFile({ name, tag, component, camel, title }: WidgetNames): string {
  return `import * as z from 'zod/mini';
import { headingLevelAttribute } from '../../src/elements/attribute-schemas';
import { clientOnInteraction } from '../../src/elements/client-on-interaction';
import { defineWidget } from '../../src/elements/define-widget';
import type { HeadingLevel } from '../../src/ui/heading';
import { ${component}, type ${component}Events } from './${name}';

// The attributes, each parsed once here into the prop the component takes (camelCase key, kebab-case
// attribute): a bad one stops the tag with a message in its place. Built from zod/mini's cheapest pieces
// (src/elements/attribute-schemas.ts); a JSDoc {type} below must accept exactly what its schema does.
const ${camel}Attributes = z.object({
  heading: z.optional(z.string()),
  headingLevel: headingLevelAttribute<HeadingLevel>(2, 6),
});

/**
 * ${title}: a card with a heading, a line of text and a Continue button that tells the page.
 *
 * @tag ${tag}
 * @component ${component}
 * @attr heading - The card's heading, shown as text. Default '${title}'.
 * @attr {'2' | '3' | '4' | '5' | '6'} heading-level - Level of the heading, 2 to 6, to fit the page's outline. Default 2.
 * @attr nonce - The page's CSP nonce for the widget's style tags (or a \`<meta name="csp-nonce">\`).
 * @event {{ heading: string }} fg-confirmed - The visitor pressed Continue.
 * @csspart card - The widget's outer box.
 * @csspart card-title - The heading.
 * @csspart text - The line of text.
 * @csspart continue - The Continue button (also \`button\`).
 * @cssproperty --fg-color-primary-strong - The button (default ${colour('primaryStrong')}).
 * @cssproperty --fg-color-text - Text colour (default ${colour('text')}).
 * @cssproperty --fg-color-divider - The card's border (default ${colour('divider')}).
 * @cssproperty --fg-color-focus - Focus ring colour (default ${colour('focus')}).
 * @cssproperty --fg-font-family - Font of the widget (default Figtree where the page has loaded it, else the system UI font).
 * @cssproperty --fg-font-size - Base font size (default 16px).
 * @cssproperty --fg-radius - Corner radius of the card and button (default 6px).
 */
defineWidget<typeof ${camel}Attributes, ${component}Events>({
  tag: '${tag}',
  // It calls no API: the client's code (a plain one, for calls without a token whose answer is not read:
  // it refuses a call with a schema and fails with the status and the generic text) stays out of first
  // paint. A tag that reads the API's answers as it shows, or acts for the signed-in user, takes clientNow
  // (src/elements/client-now.ts).
  client: clientOnInteraction(() =>
    import('../../src/elements/plain-element-client').then(({ lazyPlainClient }) => lazyPlainClient),
  ),
  component: ${component},
  attributes: ${camel}Attributes,
  events: ['confirmed'],
});
`;
}

function componentFile({ component, camel, title }: WidgetNames): string {
  return `import type { EventProps } from '../../src/elements/events';
import { reset } from '../../src/ui/base-styles';
import { Card } from '../../src/ui/card';
import type { HeadingLevel } from '../../src/ui/heading';
import { PrimaryButton } from '../../src/ui/primary-button';
import { makeStyles, useClasses } from '../../src/ui/styles';
import { space } from '../../src/ui/tokens';

/** Events of {@link ${component}}: \`confirmed\` is the \`onConfirmed\` prop and the tag's \`fg-confirmed\`. */
export type ${component}Events = {
  confirmed: { heading: string };
};

/** Props of {@link ${component}}. */
export interface ${component}Props extends EventProps<${component}Events> {
  /** The card's heading, shown as text. Defaults to '${title}'. */
  heading?: string;
  /** Level of the heading, so it fits the page's outline. Defaults to 2. */
  headingLevel?: HeadingLevel;
}

const ${camel}Styles = makeStyles(() => ({
  text: { ...reset, display: 'block', marginBottom: space[4] },
}));

/** ${title}: a card with a heading, a line of text and a Continue button that tells the host. */
export function ${component}({ heading = '${title}', headingLevel = 2, onConfirmed }: ${component}Props) {
  const classes = useClasses(${camel}Styles);
  return (
    <Card title={heading} headingLevel={headingLevel}>
      <p part="text" className={classes.text}>
        ${title} is ready for its first feature.
      </p>
      <PrimaryButton part="continue" onClick={() => onConfirmed?.({ heading })}>
        Continue
      </PrimaryButton>
    </Card>
  );
}
`;
}

function indexFile({ name, component, title }: WidgetNames): string {
  return `/** ${title}: the widget, for the portal and the React library (lib/widgets.ts). */

export { ${component}, type ${component}Props } from './${name}';
`;
}

function unitTestFile({ name, component, title }: WidgetNames): string {
  return `import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInProvider } from '../../src/test/render-in-provider';
import { ${component} } from './${name}';

describe('<${component}>', () => {
  it('is a region named by its heading, at the level the page asks for', () => {
    renderInProvider(<${component} headingLevel={3} />);
    const heading = screen.getByRole('heading', { level: 3, name: '${title}' });
    expect(screen.getByRole('region', { name: '${title}' }).contains(heading)).toBe(true);
  });

  it("shows the host's heading as text, never as markup", () => {
    const { container } = renderInProvider(<${component} heading="<b>Your offer</b>" />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('<b>Your offer</b>');
    expect(container.querySelector('b')).toBeNull();
  });

  it('tells the host once per press of Continue, with the heading it showed', async () => {
    const user = userEvent.setup();
    const onConfirmed = vi.fn();
    renderInProvider(<${component} heading="Your offer" onConfirmed={onConfirmed} />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onConfirmed).toHaveBeenCalledExactlyOnceWith({ heading: 'Your offer' });
  });
});
`;
}

function e2eFile({ name, tag, title }: WidgetNames): string {
  return `import {
  AXE_STYLE_UNDER_STRICT_CSP,
  expectNoCspViolationsThenAxe,
  watchCspViolations,
} from './support/host-page';
import { expect, test } from './support/test';

// The example page is served with the portal's CSP, which refuses the styles axe adds while it runs.
test.use({ expectedConsoleErrors: [AXE_STYLE_UNDER_STRICT_CSP] });
test.beforeEach(({ page }) => watchCspViolations(page));

test('<${tag}> on its example page: draws in its shadow root, tells the page of Continue, and passes axe', async ({
  page,
}) => {
  await page.goto('/examples/${name}.html');
  const tag = page.locator('${tag}');
  await expect(tag.getByRole('heading', { level: 3, name: '${title}' })).toBeVisible();
  expect(await tag.evaluate((element) => element.shadowRoot?.mode)).toBe('open');
  await tag.getByRole('button', { name: 'Continue' }).click();
  await expect(page.locator('#fg-event-log')).toContainText(
    'fg-confirmed from <${tag}>: {"heading":"${title}"}',
  );
  await expectNoCspViolationsThenAxe(page);
});
`;
}

function examplePage({ tag, title }: WidgetNames): string {
  return `<!doctype html>
<html lang="en-ZA">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="${title} on a host page." />
    <title>${title}: an example host page</title>
    <link rel="stylesheet" href="/examples/example.css" />
    <!-- First: the page listens before any widget can raise an event. -->
    <script type="module" src="/examples/event-log.js"></script>
    <script type="module" src="/widgets/${tag}.js"></script>
  </head>
  <body>
    <main>
      <h1>${title}</h1>
      <section class="example-section" aria-labelledby="widget">
        <h2 id="widget">The widget</h2>
        <${tag} heading-level="3"></${tag}>
      </section>
      <section class="example-section" aria-labelledby="events">
        <h2 id="events">Events the page received</h2>
        <ul id="fg-event-log" class="example-log" aria-live="polite"></ul>
      </section>
    </main>
  </body>
</html>
`;
}

/**
 * `entry` inserted into the object literal that starts at `opening`, before the first `'fg-…':` key that
 * sorts after `key` (and the comment lines above it), else before the closing brace.
 */
function insertSorted(text: string, opening: string, key: string, entry: string, file: string): string {
  const start = text.indexOf(opening);
  if (start < 0) throw new Error(`${file}: no '${opening.trim()}' to add ${key} to`);
  const lines = text.slice(start).split('\n');
  const end = lines.findIndex((line) => /^\s*};?$/.test(line));
  if (end < 0) throw new Error(`${file}: '${opening.trim()}' does not close`);
  let at = lines.findIndex((line, index) => {
    const found = /^\s*'(fg-[^']+)':/.exec(line)?.[1];
    return index < end && found !== undefined && found > key;
  });
  if (at < 0) at = end;
  while (at > 0 && /^\s*\/\//.test(lines[at - 1] ?? '')) at -= 1;
  lines.splice(at, 0, entry);
  return text.slice(0, start) + lines.join('\n');
}

function addBudget(text: string, { tag }: WidgetNames): string {
  const entry = [
    `  // ${tag}: npm run new:widget's starting budget. Once the tag does its job, its size`,
    '  // plus about 0.3 KB (npm run size prints it), and a line here on what it carries.',
    `  '${tag}': ${STARTING_BUDGET_KB},`,
  ].join('\n');
  return insertSorted(text, 'export const WIDGET_BUDGETS_KB', tag, entry, BUDGETS);
}

function addContractEntry(text: string, { tag }: WidgetNames): string {
  return insertSorted(
    text,
    'const TAGS: Record<',
    tag,
    `    '${tag}': { start: '', bad: 'heading-level="9"' },`,
    CONTRACT_TEST,
  );
}

/** A row of the examples' table of pages, padded to its columns, before the strict-CSP page's. */
function addExampleRow(text: string, { name, tag }: WidgetNames): string {
  const lines = text.split('\n');
  const separator = lines.findIndex((line) => /^\|\s*-+\s*\|\s*-+\s*\|$/.test(line));
  const widths = (lines[separator] ?? '')
    .split('|')
    .slice(1, -1)
    .map((cell) => cell.length - 2);
  if (separator < 0 || widths.length !== 2) throw new Error(`${EXAMPLES_README}: no table of pages`);
  const cells = [`\`${name}.html\``, `\`<${tag}>\`: the card and the events it raises`];
  const row = `| ${cells.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join(' | ')} |`;
  let at = lines.findIndex((line, index) => index > separator && line.startsWith('| `strict-csp.html`'));
  if (at < 0) at = lines.findIndex((line, index) => index > separator && !line.startsWith('|'));
  lines.splice(at < 0 ? lines.length : at, 0, row);
  return lines.join('\n');
}

/**
 * Writes widget `name` into the repository at `root` and returns the files written (new) and edited,
 * as root-relative paths. Throws when the name is unusable or taken; writes nothing then.
 */
export function writeNewWidget(root: string, name: string): { written: string[]; edited: string[] } {
  const problem = nameProblem(root, name);
  if (problem) throw new Error(problem);
  const names = namesOf(name);
  const files: Record<string, string> = {
    [`widgets/${name}/${name}.element.ts`]: elementFile(names),
    [`widgets/${name}/${name}.tsx`]: componentFile(names),
    [`widgets/${name}/index.ts`]: indexFile(names),
    [`widgets/${name}/${name}.test.tsx`]: unitTestFile(names),
    [`examples/${name}.html`]: examplePage(names),
    [`e2e/${name}.spec.ts`]: e2eFile(names),
  };
  for (const path of Object.keys(files)) {
    if (existsSync(join(root, path))) throw new Error(`${path} exists already`);
  }
  // Every edit is made in memory first, so a list that cannot take the widget leaves the tree as it was.
  const read = (path: string) => readFileSync(join(root, path), 'utf8');
  const edits: Record<string, string> = {
    [BUDGETS]: addBudget(read(BUDGETS), names),
    [CONTRACT_TEST]: addContractEntry(read(CONTRACT_TEST), names),
    [EXAMPLES_README]: addExampleRow(read(EXAMPLES_README), names),
  };
  for (const [path, text] of Object.entries({ ...files, ...edits })) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  // The React library's list, as the build writes it, so the sources typecheck before a build.
  writeFileSync(join(root, LIBRARY_INDEX), buildLibraryIndex(widgetElements(root)));
  return { written: Object.keys(files), edited: [...Object.keys(edits), LIBRARY_INDEX] };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const rootAt = args.indexOf('--root');
  const root = resolve(rootAt >= 0 ? (args[rootAt + 1] ?? '.') : resolve(import.meta.dirname, '..'));
  const name = args.find((_, index) => rootAt < 0 || (index !== rootAt && index !== rootAt + 1));
  if (!name) {
    process.stderr.write('usage: npm run new:widget <name>   (e.g. demo-card, for <fg-demo-card>)\n');
    process.exit(2);
  }
  try {
    const { written, edited } = writeNewWidget(root, name);
    const { tag, component } = namesOf(name);
    process.stdout.write(
      [
        `<${tag}> (${component}): written`,
        ...written.map((path) => `  ${path}`),
        'edited',
        ...edited.map((path) => `  ${path}`),
        '',
        `Its size budget starts at ${STARTING_BUDGET_KB} KB gzip (${BUDGETS}).`,
        'Next:',
        `  npx vitest run widgets/${name} ${CONTRACT_TEST}`,
        '  npx tsx scripts/build-stamp.ts build-if-stale   # the tag, custom-elements.json, fg-elements.d.ts, lib/',
        `  npm run size                                    # then set ${tag}'s budget to its size + 0.3 KB`,
        `  npx playwright test e2e/${name}.spec.ts`,
        `  then: give it its feature, name the tag in README.md ("Embed a widget") and, if it needs attributes`,
        '  to start, in scripts/consumer-app.ts (COMPONENT_PROPS, TAG_ATTRIBUTES) and the contract test entry.',
        '',
      ].join('\n'),
    );
  } catch (error) {
    process.stderr.write(`new:widget: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
