import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

type ViolationWindow = Window & { fgCspViolations?: string[] };

/** The attribute of the element whose refused style marks the end of axe's violations. */
const CSP_PROBE = 'data-fg-csp-probe';

/** Records every `securitypolicyviolation` in the pages of this test, from before the first script runs. */
export async function watchCspViolations(page: Page): Promise<void> {
  await page.addInitScript((probeAttribute) => {
    const seen: string[] = [];
    (window as ViolationWindow).fgCspViolations = seen;
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        // The marker {@link expectNoCspViolationsThenAxe} sets off is the test's, not the page's.
        if (event.target instanceof Element && event.target.hasAttribute(probeAttribute)) return;
        seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
      },
      true,
    );
  }, CSP_PROBE);
}

/** The violations {@link watchCspViolations} has seen on the current page. */
export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as ViolationWindow).fgCspViolations ?? []);
}

/** Style the host document itself holds: widgets must add none of it (theirs lives in shadow roots). */
export function hostStyles(page: Page): Promise<{ styleTags: number; adopted: number; sheets: string[] }> {
  return page.evaluate(() => ({
    styleTags: document.querySelectorAll('style').length,
    adopted: document.adoptedStyleSheets.length,
    sheets: [...document.styleSheets].map((sheet) => sheet.href ?? 'inline'),
  }));
}

/**
 * How an element's shadow root holds its styles: `<style>` tags (the nonce fallback, for browsers
 * without constructable style sheets) and adopted constructed sheets (what Chromium uses).
 */
export function shadowStyles(host: Locator): Promise<{ styleTags: number; adopted: number }> {
  return host.evaluate((element) => ({
    styleTags: element.shadowRoot?.querySelectorAll('style').length ?? -1,
    adopted: element.shadowRoot?.adoptedStyleSheets.length ?? -1,
  }));
}

/** Presses Tab until `target` has focus, as a keyboard user would; fails after `limit` presses. */
export async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element.matches(':focus'))) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/**
 * axe-core adds `<style>` elements of its own while it analyses a page, which a strict CSP refuses and
 * Chromium reports on the console. Tests on a strict-CSP page check {@link cspViolations} first, then run
 * axe last, expecting only these.
 */
export const AXE_STYLE_UNDER_STRICT_CSP =
  /^Applying inline style violates the following Content Security Policy directive 'style-src /;

/**
 * On a page under a strict CSP (the examples, served with the portal's policy): no violation so far, then
 * axe, then the record emptied of the violations axe's own styles caused (see
 * {@link AXE_STYLE_UNDER_STRICT_CSP}), so a later {@link cspViolations} sees only the page's.
 */
export async function expectNoCspViolationsThenAxe(page: Page): Promise<void> {
  expect(await cspViolations(page)).toEqual([]);
  await expectNoAxeViolations(page);
  // The violation events arrive as tasks queued in the order of the violations. A refused style of our
  // own, set after axe's, reports after them: once it has, theirs are all in and the record is emptied.
  await page.evaluate(
    (probeAttribute) =>
      new Promise<void>((resolve) => {
        const probe = document.createElement('span');
        probe.hidden = true;
        probe.setAttribute(probeAttribute, '');
        probe.addEventListener(
          'securitypolicyviolation',
          () => {
            probe.remove();
            (window as ViolationWindow).fgCspViolations?.splice(0);
            resolve();
          },
          { once: true },
        );
        document.body.append(probe);
        probe.setAttribute('style', 'color: inherit');
      }),
    CSP_PROBE,
  );
}
