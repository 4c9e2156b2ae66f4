import type { Page } from '@playwright/test';
import { formatCalendarDate } from '../src/domain/calendar-date';
import { todayInSouthAfrica } from '../src/domain/south-africa-today';
import { expectNoAxeViolations } from './support/axe';
import { AXE_STYLE_UNDER_STRICT_CSP, cspViolations, watchCspViolations } from './support/host-page';
import { emailedLink, resetSandbox } from './support/session';
import { expect, test } from './support/test';

const REINVESTED =
  'Thank you for choosing to reinvest with us. Your application has been accepted. Please look out for your confirmation email.';
const SWITCHED =
  'Thank you for switching to the brand new Tax-free Savings Account. With a higher return, it really is a no-brainer!';
const EXPIRED =
  'Sorry, your link has expired. Please contact us at invest@fg-group.co.za to assist you further.';

/** The link calls the page makes, in order, by path. */
function recordLinkCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/\/(referrals\/SILink|ExternalMessages\/Link\/)/.test(pathname)) {
      calls.push(pathname.split('/').at(-1) ?? '');
      expect(request.headers().authorization).toBeUndefined();
    }
  });
  return calls;
}

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('a live reinvestment link: the stored terms read back from the API, the expiry checked before the reinvestment, one call each however often Confirm is pressed, and the outcome kept on reload', async ({
  page,
  request,
}) => {
  const calls = recordLinkCalls(page);
  await page.goto((await emailedLink(request, 'SIR-2026-000153')).path);
  await expect(page.getByRole('heading', { level: 1, name: 'Secured Investment' })).toBeVisible();
  const summary = page.getByLabel('What you are confirming');
  await expect(summary).toContainText('SIR-2026-000153');
  await expect(summary).toContainText('Reinvest');
  await expect(summary).toContainText('9.21% a year');
  await expect(summary).toContainText('R250 000.00');
  expect(calls).toEqual(['SILinkTerms']);
  await page.getByRole('button', { name: 'Confirm reinvestment' }).dblclick();
  await expect(page.getByText(REINVESTED)).toBeVisible();
  expect(calls).toEqual(['SILinkTerms', 'SILinkExpiry', 'SIReinvest']);
  const when = page.getByText(/· Reference SIR-2026-000153$/);
  const confirmedAt = await when.textContent();
  await page.reload();
  await expect(page.getByText(REINVESTED)).toBeVisible();
  // The same confirmation, with the time it was made; its terms read again, nothing confirmed again.
  await expect(when).toHaveText(confirmedAt ?? '');
  await expect(page.getByLabel('What you confirmed')).toContainText('R250 000.00');
  await expect(page.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
  expect(calls).toEqual(['SILinkTerms', 'SILinkExpiry', 'SIReinvest', 'SILinkTerms']);
});

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} × ${viewport.height} the reinvestment link states the deal, its deadline and what Confirm does before the button, and the confirmation gives its reference, date and terms`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto((await emailedLink(request, 'SIR-2026-000153')).path);
    const confirm = page.getByRole('button', { name: 'Confirm reinvestment' });
    await expect(confirm).toBeVisible();
    const inReadingOrder = [
      page.getByText('Your choice at maturity'),
      page.getByRole('heading', { level: 1, name: 'Secured Investment' }),
      page.getByText('Reinvest R250 000.00 for 12 months at 9.21% a year', { exact: true }),
      page.getByText(/^This offer stands until \d{1,2} [A-Z][a-z]{2} \d{4}$/),
      page.getByLabel('What you are confirming'),
      page.getByText('We reinvest R250 000.00 for 12 months at 9.21% a year, and e-mail you to confirm it.'),
      confirm,
      page.getByRole('heading', { level: 2, name: 'Want something else?' }),
    ];
    // Each part below the one before: the deal, its deadline and what Confirm does come before the button.
    let above = 0;
    for (const [index, part] of inReadingOrder.entries()) {
      const box = await part.boundingBox();
      expect(box?.y, `part ${index}`).toBeGreaterThan(above);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport.width);
      above = box?.y ?? 0;
    }
    await expect(page.getByRole('main').getByRole('link', { name: '0860 334 768' })).toHaveAttribute(
      'href',
      'tel:0860334768',
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
    await expectNoAxeViolations(page);

    await confirm.click();
    await expect(page.getByRole('heading', { level: 2, name: 'Reinvestment confirmed' })).toBeFocused();
    const today = formatCalendarDate(todayInSouthAfrica());
    await expect(page.getByText(/· Reference SIR-2026-000153$/)).toHaveText(
      new RegExp(`^${today} at \\d{2}:\\d{2} · Reference SIR-2026-000153$`),
    );
    await expect(page.getByText(REINVESTED)).toBeVisible();
    await expect(page.getByLabel('What you confirmed')).toContainText('Amount reinvestedR250 000.00');
    await expect(page.getByLabel('What you confirmed')).toContainText('Maturity rate9.21% a year');
    await expectNoAxeViolations(page);
  });
}

test.describe('expired links', () => {
  // The sandbox answers an expired link with 406, which Chromium logs.
  test.use({ expectedConsoleErrors: [/status of 406/] });

  test('an expired reinvestment link says so as it opens and gives the contact address', async ({
    page,
    request,
  }) => {
    const calls = recordLinkCalls(page);
    await page.goto((await emailedLink(request, 'SIR-2025-000087')).path);
    await expect(page.getByText(EXPIRED)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
    await expect(
      page.getByText('You can also call us on 0860 334 768 and quote SIR-2025-000087.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'invest@fg-group.co.za' })).toHaveAttribute(
      'href',
      'mailto:invest@fg-group.co.za',
    );
    expect(calls).toEqual(['SILinkTerms']);
    await expectNoAxeViolations(page);
  });

  test('an expired switch link says so', async ({ page, request }) => {
    const calls = recordLinkCalls(page);
    await page.goto((await emailedLink(request, 'TFS-2025-000011')).path);
    await page.getByRole('button', { name: 'Confirm switch' }).click();
    await expect(page.getByText(EXPIRED)).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: '0860 334 768' })).toBeVisible();
    expect(calls).toEqual(['TFSSwitch']);
  });
});

test('a live switch link: one call on Confirm, the spec’s text, the token passed through unchanged', async ({
  page,
  request,
}) => {
  const calls = recordLinkCalls(page);
  const link = await emailedLink(request, 'TFS-2026-000042');
  const sent = page.waitForRequest((call) => call.url().includes('/Link/TFSSwitch'));
  await page.goto(link.path);
  await expect(page.getByRole('heading', { level: 1, name: 'Tax-free Savings Account' })).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(page.getByText('Switch to the new Tax-free Savings Account', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm switch' }).dblclick();
  expect(new URL((await sent).url()).searchParams.get('token')).toBe(link.Token);
  // The spec's sentence, with the reference and the date around it (DESIGN.md §8a).
  await expect(page.getByText(SWITCHED)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Switch confirmed' })).toBeFocused();
  await expect(
    page.getByText(/^\d{1,2} [A-Z][a-z]{2} \d{4} at \d{2}:\d{2} · Reference TFS-2026-000042$/),
  ).toBeVisible();
  expect(calls).toEqual(['TFSSwitch']);
  await expectNoAxeViolations(page);
});

test('hostile or missing link values are refused or named, and nothing is confirmed', async ({
  page,
  request,
}) => {
  const calls = recordLinkCalls(page);
  page.on('dialog', () => {
    throw new Error('a script from the link ran');
  });
  const hostile = '<img src=x onerror=alert(1)>';
  await page.goto(
    (await emailedLink(request, 'SIR-2026-000153')).path.replace(
      'option=Reinvest',
      `option=${encodeURIComponent(hostile)}`,
    ),
  );
  // Not the stored option: the link is not valid, and the text is never shown.
  await expect(page.getByText(/This link is not valid\./)).toBeVisible();
  await expect(page.getByText(hostile)).toHaveCount(0);
  await expect(page.locator('img')).toHaveCount(0);

  await page.goto(
    `/secured-investement-reinvestment-thank-you?reference=${encodeURIComponent('"><script>alert(1)</script>')}&id=abc&MatRate=9.21`,
  );
  await expect(page.getByText("This link's reference, link id are not valid.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.goto('/tfsa-switch');
  await expect(page.getByText('This link is missing its reference, security code.')).toBeVisible();
  expect(calls).toEqual(['SILinkTerms']);
});

test('the generic page confirms as it opens, only what its allow-list names', async ({ page, request }) => {
  const calls = recordLinkCalls(page);
  const { Token } = await emailedLink(request, 'TFS-2026-000042');
  await page.goto(`/link-confirmation?action=tfsa-switch&reference=TFS-2026-000042&token=${Token}`);
  await expect(page.getByText(SWITCHED)).toBeVisible();
  expect(calls).toEqual(['TFSSwitch']);
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(page.getByText(SWITCHED)).toBeVisible();
  expect(calls).toEqual(['TFSSwitch']);
  for (const action of ['delete-account', encodeURIComponent('https://evil.example/api'), '']) {
    await page.goto(`/link-confirmation?action=${action}&reference=TFS-2026-000042&token=${Token}`);
    await expect(page.getByText(/This link does not name anything we can confirm/)).toBeVisible();
  }
  expect(calls).toEqual(['TFSSwitch']);
});

test.describe('on a page of another site', () => {
  test.use({ expectedConsoleErrors: [AXE_STYLE_UNDER_STRICT_CSP] });
  test.beforeEach(({ page }) => watchCspViolations(page));

  test('the three link tags read the page’s query or their attributes and call the portal API with the link’s token and no bearer token', async ({
    otherOrigin,
    page,
    baseURL,
    request,
  }) => {
    const calls = recordLinkCalls(page);
    const switchToken = (await emailedLink(request, 'TFS-2026-000042')).Token;
    const reinvestToken = (await emailedLink(request, 'SIR-2026-000153')).Token;
    // The generic tag confirms what the page's query names as the page opens.
    await page.goto(
      `${otherOrigin}/link-confirmation.html?action=tfsa-switch&reference=TFS-2026-000042&token=${switchToken}`,
    );
    await expect(page.locator('fg-link-confirmation').getByText(SWITCHED)).toBeVisible();
    expect(calls).toEqual(['TFSSwitch']);

    await page.goto(
      `${otherOrigin}/e-mail-links.html?reference=SIR-2026-000153&id=9001&option=Reinvest&MatRate=9.21&token=${reinvestToken}`,
    );
    const reinvest = page.locator('fg-reinvest-confirmation');
    await expect(reinvest.getByText('9.21% a year', { exact: true })).toBeVisible();
    // The switch its attribute names was made in this tab already: shown as done, not called again.
    await expect(page.locator('fg-tfsa-switch').getByText(SWITCHED)).toBeVisible();
    const posted = page.waitForRequest((sent) => sent.url().includes('SIReinvest'));
    await reinvest.getByRole('button', { name: 'Confirm reinvestment' }).click();
    expect(new URL((await posted).url()).origin).toBe(baseURL);
    await expect(reinvest.getByText(REINVESTED)).toBeVisible();
    expect(calls).toEqual(['TFSSwitch', 'SILinkTerms', 'SILinkExpiry', 'SIReinvest']);
    await expect(
      page.getByRole('listitem').filter({ hasText: 'fg-confirmed from <fg-reinvest-confirmation>' }),
    ).toBeVisible();
    expect(await cspViolations(page)).toEqual([]);
  });
});
