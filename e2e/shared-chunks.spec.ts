import type { Locator } from '@playwright/test';
import { AXE_STYLE_UNDER_STRICT_CSP, cspViolations, watchCspViolations } from './support/host-page';
import { logInThroughDialog, resetSandbox } from './support/session';
import { expect, test } from './support/test';

/**
 * Issue 49 item 4: the lazy code two tags share (the form summary, the tabs' session sync) is one file
 * for every tag of the deployment (scripts/shared-chunks.ts), so a page with several tags fetches it once,
 * and each tag draws it with its own preact and styles. strict-shared-chunks.html is a page of another
 * origin with three different tags, whose CSP grants styles no nonce (style-src 'self').
 */
test.use({ expectedConsoleErrors: [AXE_STYLE_UNDER_STRICT_CSP] });

const DANGER_BORDER = 'rgb(179, 38, 30)';
const SHARED = /\/widgets\/chunks\/(form-feedback|tab-sync)-[^/]+\.js$/;
const SUCCESS =
  'Thank you for your submission. Your feedback is highly appreciated and will help us to improve our service offering';

/** The error summary in `scope`, focused, with these messages as its links, drawn with its styles. */
async function expectSummary(scope: Locator, messages: string[]) {
  const title = { name: 'There is a problem' };
  await expect(scope.getByRole('heading', title)).toBeFocused();
  const summary = scope.getByRole('alert').filter({ has: scope.page().getByRole('heading', title) });
  await expect(summary.getByRole('link')).toHaveText(messages);
  await expect(summary).toHaveCSS('border-top-color', DANGER_BORDER);
  await expect(summary).toHaveCSS('border-top-width', '3px');
}

test('three different tags on one page fetch no URL twice: the form summary and the tab sync once for all, cached immutable, each drawn by its own tag', async ({
  otherOrigin,
  page,
  request,
}) => {
  await resetSandbox(request);
  await watchCspViolations(page);
  const requested: string[] = [];
  page.on('request', (sent) => requested.push(sent.url()));
  const twice = (urls: string[]) => urls.filter((url, index) => urls.indexOf(url) !== index);
  const sharedCaching = new Map<string, string>();
  page.on('response', async (response) => {
    if (SHARED.test(response.url()))
      sharedCaching.set(response.url(), (await response.allHeaders())['cache-control'] ?? '');
  });
  await page.goto(`${otherOrigin}/strict-shared-chunks.html`);

  // The contact form: a press into it fetches the summary, and Submit with no number shows it.
  const contact = page.locator('fg-contact-form');
  await contact.getByRole('textbox', { name: 'First name' }).click();
  await contact.getByRole('button', { name: 'Submit' }).click();
  await expectSummary(contact, ['Please enter your contact number']);

  // The buy tag's sign-in (a form of its own, in the page's light DOM): the same summary, from the same file.
  const buy = page.locator('fg-buy-secured-investment');
  await buy.getByRole('textbox', { name: 'Username', exact: true }).click();
  await buy.getByRole('button', { name: 'Login', exact: true }).click();
  await expectSummary(buy, ['Please enter a valid email address', 'Please enter your password']);

  // The rating sends, with its own lazy code.
  const rateUs = page.locator('fg-rate-us');
  await rateUs.getByRole('radio', { name: '8', exact: true }).check();
  await rateUs.getByRole('button', { name: 'Send' }).click();
  await expect(rateUs.getByText(SUCCESS)).toBeVisible();

  expect(twice(requested)).toEqual([]);

  // Signed in through the buy tag, every tag with a session starts the tabs' sync: one file for them all.
  await logInThroughDialog(buy, 'thandi@example.co.za');
  await expect(page.getByRole('heading', { name: 'Step 1 of 5: Investment details' })).toBeVisible();
  // One URL per shared module (when each tag had its own copy, two form-feedback files came).
  await expect
    .poll(() => [...sharedCaching.keys()].map((url) => SHARED.exec(url)?.[1]).sort())
    .toEqual(['form-feedback', 'tab-sync']);

  // The buy tag asks the API again for its first step's lists once signed in (data, not code): the code
  // files of the deployment are still each fetched once.
  expect(twice(requested.filter((url) => new URL(url).pathname.startsWith('/widgets/')))).toEqual([]);
  for (const [url, caching] of sharedCaching) expect(caching, url).toContain('immutable');
  expect(await cspViolations(page)).toEqual([]);
});
