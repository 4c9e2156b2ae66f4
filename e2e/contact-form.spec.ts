import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { pressAndExpectSummary } from './support/form-feedback';
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

const SUCCESS = 'Your request was submitted successfully';
const FIELDS = ['First name', 'Last name', 'Email address', 'Contact number', 'Message'];

test.beforeEach(({ page }) => watchCspViolations(page));

function contactPosted(page: Page) {
  return page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/v3/api/SignUp/ContactMe'),
  );
}

test.describe("on an example page, under the portal's CSP", () => {
  test.use({ expectedConsoleErrors: [AXE_STYLE_UNDER_STRICT_CSP] });

  test('marketing page: completed with the keyboard alone under hostile host CSS, the missing number found through the summary; every field then disabled', async ({
    page,
  }) => {
    await page.goto('/examples/marketing.html');
    const section = page.getByRole('region', { name: 'Speak to a consultant' });
    await expect(section.getByRole('heading', { level: 2, name: 'Unit Trust' })).toBeVisible();
    const firstName = section.getByRole('textbox', { name: 'First name' });
    await expect(firstName).toHaveCSS('font-size', '16px');
    await expect(firstName).toHaveCSS('border-top-style', 'solid');
    const submit = section.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeVisible();
    await expect(submit).toBeEnabled();
    expect(await hostStyles(page)).toMatchObject({ styleTags: 0, adopted: 0 });
    await expectNoCspViolationsThenAxe(page);

    await tabTo(page, firstName);
    await page.keyboard.type('Lerato');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Nkosi');
    await page.keyboard.press('Tab');
    await page.keyboard.type('lerato@example.co.za');
    await page.keyboard.press('Tab');
    const contactNumber = section.getByRole('textbox', { name: 'Contact number' });
    await expect(contactNumber).toBeFocused();
    // The number left out: Submit (never disabled) says so in the summary, whose link leads back to it.
    await page.keyboard.press('Tab');
    await page.keyboard.type('Please call after five');
    await page.keyboard.press('Tab');
    await expect(submit).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(section.getByRole('heading', { name: 'There is a problem' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(section.getByRole('link', { name: 'Please enter your contact number' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(contactNumber).toBeFocused();
    await expect(contactNumber).toHaveAccessibleDescription(/Please enter your contact number/);
    await page.keyboard.type('063 555 0127');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(submit).toBeFocused();
    await expect(submit).toHaveCSS('background-color', 'rgb(196, 16, 94)');

    const posted = contactPosted(page);
    await page.keyboard.press('Enter');
    const request = await posted;
    expect(request.postDataJSON()).toMatchObject({
      FirstName: 'Lerato',
      LastName: 'Nkosi',
      EmailAddress: 'lerato@example.co.za',
      ContactNo: '063 555 0127',
      Message: 'Please call after five',
      Product: 'Unit Trust',
      RecipientDepartment: 'Sales',
      PartyID: null,
    });
    expect(request.postDataJSON().clientID).toMatch(/^\d+\.\d+$/);
    expect(await request.headerValue('authorization')).toBeNull();

    await expect(section.getByText(SUCCESS)).toBeVisible();
    for (const name of FIELDS) await expect(section.getByRole('textbox', { name })).toBeDisabled();
    await expect(
      page.getByRole('listitem').filter({ hasText: 'fg-submitted from <fg-contact-form>' }),
    ).toContainText('"Product":"Unit Trust"');
    await expectNoCspViolationsThenAxe(page);
  });
});

test.describe("on a phone, under the portal's CSP", () => {
  test.use({ expectedConsoleErrors: [AXE_STYLE_UNDER_STRICT_CSP], viewport: { width: 360, height: 740 } });

  test('at 360 px, Submit with no contact number shows the summary in view and focused, its link to the field', async ({
    page,
  }) => {
    await page.goto('/examples/marketing.html');
    const section = page.getByRole('region', { name: 'Speak to a consultant' });
    const summary = await pressAndExpectSummary(page, section.getByRole('button', { name: 'Submit' }), [
      'Please enter your contact number',
    ]);
    await expect(summary).toBeInViewport();
    await summary.getByRole('link').click();
    await expect(section.getByRole('textbox', { name: 'Contact number' })).toBeFocused();
    await expectNoCspViolationsThenAxe(page);
  });
});

test.describe('under a strict CSP', () => {
  test.use({ expectedConsoleErrors: [AXE_STYLE_UNDER_STRICT_CSP] });

  test('themed through --fg-* properties, styled under the strict CSP, errors tied to their fields', async ({
    page,
  }) => {
    await page.goto('/examples/strict-csp.html');
    const section = page.getByRole('region', { name: 'Settlement trusts' });
    const email = section.getByRole('textbox', { name: 'Email address' });
    const number = section.getByRole('textbox', { name: 'Contact number' });
    await email.fill('not-an-address');
    await number.fill('call me maybe');
    const submit = section.getByRole('button', { name: 'Submit' });
    await expect(submit).toHaveCSS('background-color', 'rgb(11, 92, 173)');
    await submit.click();

    await expect(section.getByRole('heading', { name: 'There is a problem' })).toBeFocused();
    await section.getByRole('link', { name: 'Please enter a valid email address' }).click();
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(number).toHaveAccessibleDescription('Please enter your contact number');

    await email.fill('');
    await number.fill('011 555 0100');
    await submit.click();
    await expect(section.getByText(SUCCESS)).toBeVisible();

    // One constructed sheet, which style-src does not govern: no style tag needs the nonce.
    expect(await shadowStyles(page.locator('fg-contact-form'))).toEqual({ styleTags: 0, adopted: 1 });
    expect(await cspViolations(page)).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test("the built tag fetches its error summary's code when a field inside the form is first focused", async ({
    page,
  }) => {
    // FormFrame's onFocus on the <form> hears a field's focus only if it bubbles (focusin), as React's does.
    const summaryCode = /\/widgets\/chunks\/form-feedback-[^/]*\.js$/;
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (summaryCode.test(request.url())) fetched.push(request.url());
    });
    await page.goto('/examples/strict-csp.html');
    const firstName = page
      .getByRole('region', { name: 'Settlement trusts' })
      .getByRole('textbox', { name: 'First name' });
    await expect(firstName).toBeVisible();
    expect(fetched).toEqual([]);
    const summaryFetched = page.waitForRequest(summaryCode);
    await firstName.focus();
    await summaryFetched;
  });
});

test('portal: /contact-form-navigation names the product from the query and submits it', async ({ page }) => {
  await page.goto('/contact-form-navigation?product=Unit%20Trust');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Unit Trust' })).toBeVisible();
  await expect(page).toHaveTitle('Contact us | FG Portal');
  await page.getByRole('textbox', { name: 'Contact number' }).fill('082 555 0143');
  const posted = contactPosted(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  expect((await posted).postDataJSON()).toMatchObject({ Product: 'Unit Trust', ContactNo: '082 555 0143' });
  await expect(page.getByText(SUCCESS)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/contact-form-navigation?Settlement%20Trusts');
  await expect(page.getByRole('heading', { level: 2, name: 'Settlement Trusts' })).toBeVisible();
});

test('React host: the component posts and calls back', async ({ page }) => {
  await page.goto('/examples/react-host/');
  const section = page.getByRole('region', { name: 'Ask about wills' });
  await section.getByRole('textbox', { name: 'Contact number' }).fill('071 555 0198');
  const posted = contactPosted(page);
  await section.getByRole('button', { name: 'Submit' }).click();
  expect((await posted).postDataJSON()).toMatchObject({ Product: 'Wills' });
  await expect(section.getByText(SUCCESS)).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'onSubmitted from ContactForm: Wills' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
