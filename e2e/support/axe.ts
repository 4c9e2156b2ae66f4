import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
/**
 * The rules of TAGS (100 of axe's rules, target-size among them, which axe's default run leaves out),
 * reporting only the violations in full: nothing reads the passing nodes' details (issue 45).
 */
const OPTIONS = { runOnly: { type: 'tag' as const, values: TAGS }, resultTypes: ['violations' as const] };

/** axe-core as @axe-core/playwright injects it: the copy that package depends on. */
const AXE_SOURCE = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve(
    'axe-core/axe.min.js',
  ),
  'utf8',
);

interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: readonly unknown[] }[];
}

/**
 * axe on a page with no frames, run in the page itself: axe is injected once per document and then only
 * run. AxeBuilder injects it twice on every check (0.68 CPU-seconds a whole check on the dashboard,
 * against 0.42 this way; about 170 checks in the suite): same axe, same rules, same options, same nodes.
 */
async function violationsInPage(page: Page, include?: string): Promise<Violation[]> {
  const injected = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!injected) {
    await page.evaluate(
      `${AXE_SOURCE};axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });`,
    );
  }
  return page.evaluate(
    async ({ selector, options }) => {
      type Axe = { run: (context: unknown, options: unknown) => Promise<{ violations: Violation[] }> };
      const { axe } = window as unknown as { axe: Axe };
      const { violations } = await axe.run(selector ? { include: [[selector]] } : document, options);
      return violations.map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        nodes: nodes.map(({ target }) => ({ target })),
      }));
    },
    { selector: include, options: OPTIONS },
  );
}

/** Pages with frames: AxeBuilder runs axe in each frame and merges the results. */
async function violationsAcrossFrames(page: Page, include?: string): Promise<Violation[]> {
  // One `options` call: a later `options()` replaces what `withTags()` set (the tags were lost that way).
  let builder = new AxeBuilder({ page }).options(OPTIONS);
  if (include) builder = builder.include(include);
  return (await builder.analyze()).violations;
}

/** Runs axe on the page (or one part of it) and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  // Let finite transitions end first (a button turning enabled fades its colours for 120 ms): a check
  // mid-fade would measure a colour the page never rests on.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 1000)),
    ]),
  );
  const violations =
    page.frames().length === 1
      ? await violationsInPage(page, include)
      : await violationsAcrossFrames(page, include);
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
        .map((node) => `  ${node.target.join(' ')}`)
        .join('\n')}`,
  );
  expect(summary, 'axe violations').toEqual([]);
}
