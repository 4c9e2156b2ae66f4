import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { pressAndExpectSummary } from './support/form-feedback';
import { holdBack } from './support/hold-back';
import {
  AXE_STYLE_UNDER_STRICT_CSP,
  cspViolations,
  expectNoCspViolationsThenAxe,
  hostStyles,
  shadowStyles,
  tabTo,
  watchCspViolations,
} from './support/host-page';
import { expect, test } from './support/test';

const SUCCESS =
  'Thank you for your submission. Your feedback is highly appreciated and will help us to improve our service offering';
const FAILURE = 'Error: server not found, please try again later.';
const QUESTION = 'How likely are you to recommend our service?';

// One file posts ratings, one at a time: the fault injected below must meet this file's post and no other.
test.describe.configure({ mode: 'serial' });
test.beforeEach(({ page }) => watchCspViolations(page));

function ratingPosted(page: Page) {
  return page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/v4/api/UserResponse'),
  );
}

async function injectRatingFault(request: APIRequestContext): Promise<number> {
  const response = await request.post('/__sandbox/faults', {
    data: { method: 'POST', path: '/v4/api/UserResponse', status: 500, times: 1 },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { id: number }).id;
}

test.describe("on an example page, under the portal's CSP", () => {
  test.use({ expectedConsoleErrors: [AXE_STYLE_UNDER_STRICT_CSP] });

  test('e-mail landing page: rated with the keyboard alone, posted without a token, the host hears fg-submitted', async ({
    page,
  }) => {
    await page.goto('/examples/email-landing.html');
    const one = page.getByRole('radio', { name: '1', exact: true });
    const send = page.getByRole('button', { name: 'Send' });
    await expect(page.getByRole('group', { name: QUESTION })).toBeVisible();
    await expect(page.getByText('Unlikely')).toBeVisible();
    await expect(page.getByText('Likely', { exact: true })).toBeVisible();
    await expectNoCspViolationsThenAxe(page);

    // Send with no score (never disabled): the summary, focused, and its link back to the scale.
    await tabTo(page, send);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Choose a number from 1 to 10' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(one).toBeFocused();
    await expect(page.getByRole('group', { name: QUESTION })).toHaveAccessibleDescription(
      /Choose a number from 1 to 10/,
    );
    await page.keyboard.press('Space');
    await expect(one).toBeChecked();
    for (let step = 1; step < 9; step += 1) await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: '9', exact: true })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Comment' })).toBeFocused();
    await page.keyboard.type('Friendly and quick');
    await page.keyboard.press('Tab');
    await expect(send).toBeFocused();
    await expect(send).toHaveCSS('background-color', 'rgb(196, 16, 94)');
    await expect(send).toHaveCSS('outline-style', 'solid');

    const posted = ratingPosted(page);
    await page.keyboard.press('Enter');
    const request = await posted;
    expect(request.postDataJSON()).toEqual({
      OptionSelected: 9,
      Comment: 'Friendly and quick',
      SystemIdentifier: 'EMAIL-2026-06',
      ResponseTypeID: 1,
    });
    expect(await request.headerValue('authorization')).toBeNull();

    await expect(page.getByText(SUCCESS)).toBeVisible();
    await expect(
      page.getByRole('listitem').filter({ hasText: 'fg-submitted from <fg-rate-us>' }),
    ).toContainText('"SystemIdentifier":"EMAIL-2026-06"');
    expect(await hostStyles(page)).toMatchObject({ styleTags: 0, adopted: 0 });
    await expectNoCspViolationsThenAxe(page);
  });

  test('at 360 px the score is one row of ten targets, each at least 44 px tall, and a press on one chooses it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/examples/email-landing.html');
    const group = page.getByRole('group', { name: QUESTION });
    await expect(group).toBeVisible();
    const labels = group.locator('label');
    await expect(labels).toHaveCount(10);
    const boxes = await labels.evaluateAll((all) =>
      all.map((label) => {
        const box = label.getBoundingClientRect();
        return { top: Math.round(box.top), height: box.height, right: box.right };
      }),
    );
    expect(new Set(boxes.map((box) => box.top)).size).toBe(1);
    for (const box of boxes) expect(box.height).toBeGreaterThanOrEqual(44);
    expect(Math.max(...boxes.map((box) => box.right))).toBeLessThanOrEqual(360);
    // The radio covers its segment unseen: a press anywhere on the segment lands on it.
    const seven = page.getByRole('radio', { name: '7', exact: true });
    const [segment, radio] = [await labels.nth(6).boundingBox(), await seven.boundingBox()];
    expect(radio).toEqual(segment);
    await seven.click();
    await expect(seven).toBeChecked();
    await expect(page.getByText('1 · Unlikely')).toBeVisible();
    await expect(page.getByText('10 · Likely')).toBeVisible();
    await expectNoCspViolationsThenAxe(page);
  });

  test('at 360 px, Send with no score shows the summary in view and focused, its link back to the scale', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/examples/email-landing.html');
    const summary = await pressAndExpectSummary(page, page.getByRole('button', { name: 'Send' }), [
      'Choose a number from 1 to 10',
    ]);
    await expect(summary).toBeInViewport();
    await summary.getByRole('link').click();
    await expect(page.getByRole('radio', { name: '1', exact: true })).toBeFocused();
    await expectNoCspViolationsThenAxe(page);
  });

  test('marketing page: the host CSS (all: unset, hidden buttons, giant type) neither breaks the widget nor is changed by it', async ({
    page,
  }) => {
    await page.goto('/examples/marketing.html');
    const section = page.getByRole('region', { name: 'How are we doing?' });
    const group = section.getByRole('group', { name: QUESTION });
    await expect(group).toBeVisible();
    await expect(group).toHaveCSS('font-size', '16px');
    await expect(group).toHaveCSS('text-transform', 'none');
    expect(await group.evaluate((element) => getComputedStyle(element).fontFamily)).not.toMatch(/Comic/);

    await section.getByRole('radio', { name: '7', exact: true }).check();
    const send = section.getByRole('button', { name: 'Send' });
    await expect(send).toBeVisible();
    await expect(send).toHaveCSS('background-color', 'rgb(196, 16, 94)');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-size', '96px');
    expect(await page.locator('body').evaluate((body) => getComputedStyle(body).fontFamily)).toMatch(/Comic/);
    expect(await hostStyles(page)).toMatchObject({ styleTags: 0, adopted: 0 });
    await expectNoCspViolationsThenAxe(page);

    const posted = ratingPosted(page);
    await send.click();
    expect((await posted).postDataJSON()).toMatchObject({
      OptionSelected: 7,
      SystemIdentifier: 'MARKETING-UNIT-TRUST',
    });
    await expect(section.getByText(SUCCESS)).toBeVisible();
    await expect(
      page.getByRole('listitem').filter({ hasText: 'fg-submitted from <fg-rate-us>' }),
    ).toBeVisible();
    expect(await cspViolations(page)).toEqual([]);
  });
});

test.describe('with the sending half held up by the network', () => {
  test.use({ expectedConsoleErrors: [AXE_STYLE_UNDER_STRICT_CSP] });

  test('Send says so once the time limit has passed, keeps the answers, and Try again sends them when the code comes', async ({
    page,
  }) => {
    await page.clock.install();
    const release = await holdBack(page, '**/widgets/chunks/send-rating-element-*.js');
    await page.goto('/examples/email-landing.html');
    const four = page.getByRole('radio', { name: '4', exact: true });
    const comment = page.getByRole('textbox', { name: 'Comment' });
    await four.check();
    await comment.fill('Held up');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('status')).toContainText('Sending your feedback');

    await page.clock.fastForward('00:30');
    const failure = page.getByRole('alert').filter({ hasText: 'This part of the page could not be shown.' });
    await expect(failure).toContainText('Check your connection, then try again.');
    const tryAgain = failure.getByRole('button', { name: 'Try again' });
    await expect(tryAgain).toBeFocused();
    await expect(four).toBeChecked();
    await expect(comment).toHaveValue('Held up');
    await expectNoCspViolationsThenAxe(page);

    // The code comes late: it sends nothing of itself, the alert stays until Try again, which posts once.
    const posts: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST') posts.push(sent.url());
    });
    const cameLate = page.waitForResponse((response) =>
      response.url().includes('/chunks/send-rating-element-'),
    );
    release();
    await cameLate;
    await expect(failure).toBeVisible();
    await expect(four).toBeChecked();
    const posted = ratingPosted(page);
    await tryAgain.click();
    expect((await posted).postDataJSON()).toMatchObject({ OptionSelected: 4, Comment: 'Held up' });
    await expect(page.getByText(SUCCESS)).toBeVisible();
    await expect(failure).toHaveCount(0);
    expect(posts).toHaveLength(1);
  });
});

test.describe('under a failing server', () => {
  test.use({ expectedConsoleErrors: [/status of 500/] });

  test('the widget shows the spec error, raises fg-failed, and sends again on Try again', async ({
    page,
    request,
  }) => {
    await page.goto('/examples/email-landing.html');
    await page.getByRole('radio', { name: '3', exact: true }).check();
    const fault = await injectRatingFault(request);
    try {
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(page.getByRole('alert')).toHaveText(FAILURE);
    } finally {
      await request.delete(`/__sandbox/faults/${fault}`);
    }
    const failed = page.getByRole('listitem').filter({ hasText: 'fg-failed from <fg-rate-us>' });
    await expect(failed).toContainText('"status":500');
    // The spec's text, never the server's: "Failure stores no error detail" (spec §8).
    await expect(failed).toContainText(`"message":"${FAILURE}"`);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('radio', { name: '3', exact: true })).toBeChecked();
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText(SUCCESS)).toBeVisible();
  });

  test("the portal's thank-you page shows 'Error: server not found, please try again later.' on a 500", async ({
    page,
    request,
  }) => {
    await page.goto('/rate-us-page');
    await page.getByRole('radio', { name: '6', exact: true }).check();
    const fault = await injectRatingFault(request);
    try {
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(page).toHaveURL(/\/rate-us-page-thank-you$/);
      await expect(page.getByRole('alert')).toHaveText(FAILURE);
    } finally {
      await request.delete(`/__sandbox/faults/${fault}`);
    }
    await expectNoAxeViolations(page);
  });
});

test.describe('under a strict CSP', () => {
  test.use({ expectedConsoleErrors: [AXE_STYLE_UNDER_STRICT_CSP] });

  test('styled under a strict style-src, with no violation', async ({ page }) => {
    const response = await page.goto('/examples/strict-csp.html');
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/style-src 'self' 'nonce-[^']+'/);
    expect(csp).not.toContain('unsafe-inline');

    const section = page.getByRole('region', { name: 'Rate our service' });
    await section.getByRole('radio', { name: '10', exact: true }).check();
    const send = section.getByRole('button', { name: 'Send' });
    await expect(send).toHaveCSS('background-color', 'rgb(196, 16, 94)');
    // One constructed sheet, which style-src does not govern: no style tag needs the nonce.
    expect(await shadowStyles(page.locator('fg-rate-us'))).toEqual({ styleTags: 0, adopted: 1 });

    await send.click();
    await expect(section.getByText(SUCCESS)).toBeVisible();
    await expect(
      page.getByRole('listitem').filter({ hasText: 'fg-submitted from <fg-rate-us>' }),
    ).toBeVisible();
    expect(await cspViolations(page)).toEqual([]);
    await expectNoAxeViolations(page);
  });
});

test('portal: /rate-us-page?ref leads to the thank-you page, which thanks the user', async ({ page }) => {
  await page.goto('/rate-us-page?ref=PORTAL-E2E');
  await expect(page.getByRole('heading', { level: 1, name: 'Rate our service' })).toBeVisible();
  await expect(page).toHaveTitle('Rate our service | FG Portal');
  await expectNoAxeViolations(page);
  await tabTo(page, page.getByRole('radio', { name: '1', exact: true }));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const posted = ratingPosted(page);
  await page.keyboard.press('Enter');
  expect((await posted).postDataJSON()).toMatchObject({ OptionSelected: 2, SystemIdentifier: 'PORTAL-E2E' });
  await expect(page).toHaveURL(/\/rate-us-page-thank-you$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your feedback' })).toBeVisible();
  await expect(page.getByText(SUCCESS)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('React host: the component posts and calls back', async ({ page }) => {
  await page.goto('/examples/react-host/');
  const section = page.getByRole('region', { name: 'Rate our service' });
  await section.getByRole('radio', { name: '8', exact: true }).check();
  const posted = ratingPosted(page);
  await section.getByRole('button', { name: 'Send' }).click();
  expect((await posted).postDataJSON()).toMatchObject({ OptionSelected: 8, SystemIdentifier: 'REACT-HOST' });
  await expect(section.getByText(SUCCESS)).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'onSubmitted from RateUs: score 8' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
