import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { colorDefaults } from '../src/ui/tokens';
import { parseElementContract, widgetElements } from './custom-elements';
import { nameProblem, namesOf, STARTING_BUDGET_KB, writeNewWidget } from './new-widget';

const repo = resolve(import.meta.dirname, '..');
/** The lists a new widget is entered in, copied from the repository as they are. */
const LISTS = ['scripts/size-budgets.ts', 'widgets/element-contract.test.tsx', 'examples/README.md'];

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'fg-new-widget-'));
  for (const path of LISTS) cpSync(join(repo, path), join(root, path), { recursive: true });
  mkdirSync(join(root, 'lib'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const read = (path: string) => readFileSync(join(root, path), 'utf8');

it('names the tag, the component and the heading from the widget name', () => {
  expect(namesOf('gen-probe2')).toEqual({
    name: 'gen-probe2',
    tag: 'fg-gen-probe2',
    component: 'GenProbe2',
    camel: 'genProbe2',
    title: 'Gen probe2',
  });
});

describe('writeNewWidget', () => {
  it('writes the widget, its example and e2e test, and enters it in every list that names tags', () => {
    expect(writeNewWidget(root, 'gen-probe')).toEqual({
      written: [
        'widgets/gen-probe/gen-probe.element.ts',
        'widgets/gen-probe/gen-probe.tsx',
        'widgets/gen-probe/index.ts',
        'widgets/gen-probe/gen-probe.test.tsx',
        'examples/gen-probe.html',
        'e2e/gen-probe.spec.ts',
      ],
      edited: [...LISTS, 'lib/widgets.ts'],
    });

    // The contract the manifest, the typings and the React library are built from.
    const [element] = widgetElements(root);
    expect(element?.dir).toBe('gen-probe');
    expect(element?.contract).toMatchObject({
      tagName: 'fg-gen-probe',
      component: 'GenProbe',
      attributes: [
        { name: 'heading' },
        { name: 'heading-level', type: "'2' | '3' | '4' | '5' | '6'" },
        { name: 'nonce' },
      ],
      events: [{ name: 'fg-confirmed', type: '{ heading: string }' }],
    });
    expect(element?.contract.cssProperties).toContainEqual({
      name: '--fg-color-primary-strong',
      description: `The button (default ${colorDefaults.primaryStrong}).`,
    });
    const source = read('widgets/gen-probe/gen-probe.element.ts');
    expect(source).toContain("tag: 'fg-gen-probe',");
    expect(source).toContain("events: ['confirmed'],");
    expect(read('widgets/gen-probe/gen-probe.tsx')).toContain('export function GenProbe({');
    expect(read('widgets/gen-probe/gen-probe.test.tsx')).toContain("describe('<GenProbe>'");
    expect(read('e2e/gen-probe.spec.ts')).toContain("page.goto('/examples/gen-probe.html')");
    expect(read('examples/gen-probe.html')).toContain('<fg-gen-probe heading-level="3"></fg-gen-probe>');
    expect(read('lib/widgets.ts')).toContain(
      "export { GenProbe, type GenProbeProps } from '../widgets/gen-probe';",
    );

    // Each list keeps its order: the new entry sits between its neighbours.
    const budgets = read('scripts/size-budgets.ts');
    expect(budgets).toMatch(
      new RegExp(
        `'fg-forgot-password': [\\d.]+,\\n(?:  //.*\\n)*  'fg-gen-probe': ${STARTING_BUDGET_KB},\\n`,
      ),
    );
    expect(budgets.indexOf("'fg-gen-probe'")).toBeLessThan(budgets.indexOf("'fg-link-confirmation'"));
    expect(read('widgets/element-contract.test.tsx')).toContain(
      `'fg-forgot-password': { start: '', bad: 'purpose="unlock"' },\n    'fg-gen-probe': { start: '', bad: 'heading-level="9"' },\n`,
    );
    const row = read('examples/README.md')
      .split('\n')
      .find((line) => line.startsWith('| `gen-probe.html`'));
    const header = read('examples/README.md')
      .split('\n')
      .find((line) => line.startsWith('| page'));
    expect(row?.length).toBe(header?.length);
  });

  it('refuses a name that is not kebab-case, starts with fg-, or is taken, and then writes nothing', () => {
    for (const bad of ['', 'Demo', 'demo_card', 'demo card', '1card', 'demo--card', '-card', 'card-'])
      expect(nameProblem(root, bad), bad).toMatch(/is not a widget name/);
    expect(nameProblem(root, 'fg-card')).toBe('name the widget without fg- (the tag is fg-<name>): card');
    expect(() => writeNewWidget(root, 'Demo')).toThrow('is not a widget name');
    expect(readFileSync(join(root, LISTS[0] ?? ''), 'utf8')).toBe(
      readFileSync(join(repo, LISTS[0] ?? ''), 'utf8'),
    );

    writeNewWidget(root, 'gen-probe');
    const budgets = read('scripts/size-budgets.ts');
    expect(() => writeNewWidget(root, 'gen-probe')).toThrow('widgets/gen-probe exists already');
    expect(nameProblem(repo, 'rate-us')).toBe('widgets/rate-us exists already');
    // This copy has no widgets/rate-us, but its budgets still name the tag.
    expect(nameProblem(root, 'rate-us')).toBe('scripts/size-budgets.ts already has a budget for fg-rate-us');
    expect(read('scripts/size-budgets.ts')).toBe(budgets);
  });

  it('writes code that Biome finds clean, as the repository configures it', () => {
    writeNewWidget(root, 'gen-probe');
    const biome = join(repo, 'node_modules', '.bin', 'biome');
    for (const path of [
      'widgets/gen-probe/gen-probe.element.ts',
      'widgets/gen-probe/gen-probe.tsx',
      'widgets/gen-probe/index.ts',
      'widgets/gen-probe/gen-probe.test.tsx',
      'e2e/gen-probe.spec.ts',
    ]) {
      // Checked as if at its place in the repository, so Biome applies the project's rules to it: it
      // exits non-zero on a lint error, and prints the text as it would fix it (format, imports).
      const checked = execFileSync(biome, ['check', '--write', `--stdin-file-path=${path}`], {
        cwd: repo,
        input: read(path),
        encoding: 'utf8',
      });
      expect(checked, path).toBe(read(path));
    }
  });
});

it('runs as npm run new:widget: writes into --root and lists what it wrote', () => {
  const output = execFileSync(
    join(repo, 'node_modules', '.bin', 'tsx'),
    [join(repo, 'scripts', 'new-widget.ts'), 'gen-probe', '--root', root],
    { encoding: 'utf8' },
  );
  expect(output).toContain('<fg-gen-probe> (GenProbe): written\n  widgets/gen-probe/gen-probe.element.ts\n');
  expect(output).toContain(`Its size budget starts at ${STARTING_BUDGET_KB} KB gzip`);
  expect(parseElementContract(read('widgets/gen-probe/gen-probe.element.ts'))?.tagName).toBe('fg-gen-probe');
});
