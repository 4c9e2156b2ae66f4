import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

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
  // axe's default run finishes in a blank page it opens for each check (about 0.8 s of a 1.3 s check
  // here), which only frames need: without one, axe.run in the page checks the same rules on the same
  // nodes (issue 45).
  // Only the violations are reported in full: collecting every passing node's details and sending them
  // back cost a quarter of each check (31 checks: 33.6 s against 25.2 s), and nothing reads them.
  let builder = new AxeBuilder({ page })
    .withTags(TAGS)
    .setLegacyMode(page.frames().length === 1)
    .options({ resultTypes: ['violations'] });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
        .map((node) => `  ${node.target.join(' ')}`)
        .join('\n')}`,
  );
  expect(summary, 'axe violations').toEqual([]);
}
