import { expectNoAxeViolations } from './support/axe';
import { recordPurchases, walkToConfirm } from './support/buy';
import { holdBack } from './support/hold-back';
import { AXE_STYLE_UNDER_STRICT_CSP, cspViolations, watchCspViolations } from './support/host-page';
import { logInThroughDialog, resetSandbox } from './support/session';
import { expect, test } from './support/test';

const SUCCESS =
  'Thank you for your submission. Your feedback is highly appreciated and will help us to improve our service offering';

// These pages live on another origin (another port) under their own strict CSP, as the group's
// marketing sites do; the widgets come from the portal's origin and talk to its API.
test.use({ expectedConsoleErrors: [AXE_STYLE_UNDER_STRICT_CSP] });
test.beforeEach(({ page }) => watchCspViolations(page));

test('<fg-rate-us> loads from the portal, is styled, posts to its API and tells the host page', async ({
  otherOrigin,
  page,
  baseURL,
}) => {
  const widget = page.waitForResponse((response) => response.url().endsWith('/widgets/fg-rate-us.js'));
  await page.goto(`${otherOrigin}/rate-us.html`);
  expect((await widget).headers()['access-control-allow-origin']).toBe('*');

  const send = page.getByRole('button', { name: 'Send' });
  await page.getByRole('radio', { name: '8', exact: true }).check();
  await expect(send).toHaveCSS('background-color', 'rgb(196, 16, 94)');

  const posted = page.waitForRequest((request) => request.method() === 'POST');
  await send.click();
  const request = await posted;
  expect(request.url()).toBe(`${baseURL}/v4/api/UserResponse`);
  await expect(page.getByText(SUCCESS)).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'fg-submitted from <fg-rate-us>' }),
  ).toContainText('"SystemIdentifier":"OTHER-SITE"');
  expect(await cspViolations(page)).toEqual([]);
  await expectNoAxeViolations(page);
});

test('<fg-rate-us> draws its form from one request, fetches its send code on first touch, and a Send pressed before that code arrived still posts once', async ({
  otherOrigin,
  page,
  baseURL,
}) => {
  const widgetFiles: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().startsWith(`${baseURL}/widgets/`)) widgetFiles.push(new URL(sent.url()).pathname);
  });
  // The send code is held back until the test lets it through, as on a slow line.
  const release = await holdBack(page, `${baseURL}/widgets/chunks/**`);
  const posts: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST') posts.push(sent.url());
  });

  await page.goto(`${otherOrigin}/rate-us.html`);
  await expect(page.getByRole('radio', { name: '8', exact: true })).toBeVisible();
  expect(widgetFiles).toEqual(['/widgets/fg-rate-us.js']);

  const chunk = page.waitForRequest((sent) => sent.url().startsWith(`${baseURL}/widgets/chunks/`));
  await page.getByRole('radio', { name: '8', exact: true }).check();
  await chunk;
  await page.getByRole('textbox', { name: /comment/i }).fill('Quick and clear');
  await page.getByRole('button', { name: 'Send' }).click();
  // Sent before the code arrived: nothing is lost, it waits.
  expect(posts).toEqual([]);
  release();
  await expect(page.getByText(SUCCESS)).toBeVisible();
  expect(posts).toEqual([`${baseURL}/v4/api/UserResponse`]);
  await expect(
    page.getByRole('listitem').filter({ hasText: 'fg-submitted from <fg-rate-us>' }),
  ).toContainText('"Comment":"Quick and clear"');
  // What came after first paint: the tag's own chunks, by content-hashed names only.
  expect(widgetFiles[0]).toBe('/widgets/fg-rate-us.js');
  expect(widgetFiles.length).toBeGreaterThan(1);
  for (const later of widgetFiles.slice(1)) expect(later).toMatch(/^\/widgets\/chunks\/[\w-]+-[\w-]{8}\.js$/);
  expect(await cspViolations(page)).toEqual([]);
});

test('<fg-login-dialog> logs in against the portal API and tells the host page who signed in', async ({
  otherOrigin,
  page,
  baseURL,
}) => {
  await page.goto(`${otherOrigin}/login-dialog.html`);
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await expect(dialog).toBeVisible();
  const login = dialog.getByRole('button', { name: 'Login' });
  await expect(login).toHaveCSS('background-color', 'rgb(196, 16, 94)');
  // Its link leads to the portal's page, not to a page of the host's that does not exist.
  await expect(dialog.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
    'href',
    `${baseURL}/forgot-password`,
  );
  expect(await cspViolations(page)).toEqual([]);
  await expectNoAxeViolations(page);

  await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill('thandi@example.co.za');
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('Sandbox#2026');
  const token = page.waitForRequest((request) => request.url().endsWith('/auth/connect/token'));
  await login.click();
  expect((await token).url()).toBe(`${baseURL}/auth/connect/token`);
  await expect(
    page.getByRole('listitem').filter({ hasText: 'fg-authenticated from <fg-login-dialog>' }),
  ).toContainText('"username":"thandi@example.co.za"');
  await expect(dialog).toBeHidden();
  expect(await cspViolations(page)).toEqual([]);
  await expectNoAxeViolations(page);
});

test('<fg-buy-secured-investment> on another site: its own sign-in while signed out, then one purchase against the portal API, told to the host page', async ({
  otherOrigin,
  page,
  baseURL,
  request,
}) => {
  await resetSandbox(request);
  const purchases = recordPurchases(page);
  await page.goto(`${otherOrigin}/buy-secured-investment.html`);
  const tag = page.locator('fg-buy-secured-investment');
  const signIn = tag.getByRole('region', { name: 'Login' });
  await expect(signIn).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(signIn.getByRole('link', { name: /Forgot your password/ })).toHaveAttribute(
    'href',
    `${baseURL}/forgot-password`,
  );
  // No axe here: its own inline style would count as a violation in the check at the end.
  await logInThroughDialog(tag, 'thandi@example.co.za');
  await expect(signIn).toBeHidden();

  await expect(page.getByRole('link', { name: 'Cancel purchase' })).toHaveAttribute(
    'href',
    `${baseURL}/app/Customer/wealth`,
  );
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCSS('background-color', 'rgb(196, 16, 94)');
  await walkToConfirm(page, '15000');
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
  const posted = page.waitForRequest((sent) => sent.method() === 'POST' && sent.url().includes('/buy/'));
  await page.getByRole('button', { name: 'Confirm' }).click();
  expect((await posted).url()).toBe(`${baseURL}/v4/api/buy/SecuredInvestment`);
  await expect(page.getByText(/Your reference is SI\d+/)).toBeVisible();
  expect(purchases.bodies).toHaveLength(1);
  expect(purchases.keys[0]).toMatch(/^[0-9a-f]{32}$/);
  await expect(
    page.getByRole('listitem').filter({ hasText: 'fg-purchased from <fg-buy-secured-investment>' }),
  ).toContainText('"product":"Secured Investment","amount":15000');
  expect(await cspViolations(page)).toEqual([]);
  await expectNoAxeViolations(page);
});

test('three buy tags on one page of another site, each one file, share one session: one sign-in signs in all three, one refresh renews all three, and they buy a unit trust once', async ({
  otherOrigin,
  page,
  baseURL,
  request,
}) => {
  await resetSandbox(request);
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script' && sent.url().startsWith(`${baseURL}/widgets/`))
      scripts.push(sent.url());
  });
  const purchases = recordPurchases(page, '/v4/api/buy/UnitTrust/');
  await page.goto(`${otherOrigin}/buy-products.html`);
  // Each tag asks inside its own box; nothing is put on the host's body.
  await expect(page.getByRole('region', { name: 'Login' })).toHaveCount(3);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('fg-login-dialog')).toHaveCount(0);
  await logInThroughDialog(page.locator('fg-buy-tax-free'), 'thandi@example.co.za');
  await expect(page.getByRole('region', { name: 'Login' })).toHaveCount(0);
  for (const name of ['Buy a Secured Investment', 'Buy a Tax-Free Savings Account', 'Buy a Unit Trust']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  // Each tag drew its sign-in from one file of its own (issue 28).
  const entries = scripts.filter((url) => !url.includes('/chunks/'));
  expect(entries.map((url) => new URL(url).pathname).sort()).toEqual([
    '/widgets/fg-buy-secured-investment.js',
    '/widgets/fg-buy-tax-free.js',
    '/widgets/fg-buy-unit-trust.js',
  ]);
  expect(new Set(scripts).size).toBe(scripts.length);
  const grants = async () =>
    (
      (await (await request.get('/__sandbox/received?method=POST&path=/auth/connect/token')).json()) as {
        body: { grant_type?: string };
      }[]
    ).map((entry) => entry.body.grant_type);
  expect(await grants()).toEqual(['password']);

  // Every tag finds its access token expired at once, as after a quarter of an hour with the page open
  // (the page's clock moved to just inside the token's last ten seconds): the three take turns, the
  // first refreshes and the other two take its new tokens. One refresh, no tag signed out.
  const storedToken = () =>
    page.evaluate(
      () =>
        (JSON.parse(sessionStorage.getItem('fg.session') ?? '{}') as { auth?: { token?: string } }).auth
          ?.token ?? '',
    );
  const expiring = await storedToken();
  const payload = expiring.split('.')[1] ?? '';
  const expiresAt = (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { exp: number }).exp * 1000;
  // A token issued from now on expires at least two seconds after the one the page holds.
  await expect.poll(() => Date.now()).toBeGreaterThan(expiresAt - 900_000 + 2_000);
  await request.delete('/__sandbox/received');
  await page.clock.setFixedTime(expiresAt - 9_000);
  await page.reload();
  for (const name of ['Buy a Secured Investment', 'Buy a Tax-Free Savings Account', 'Buy a Unit Trust']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Step 1 of 5: Investment details' })).toHaveCount(2);
  // The tags draw their steps from the stored session: the refresh is seen at the API and in storage.
  await expect.poll(grants).toEqual(['refresh_token']);
  await expect.poll(storedToken).not.toBe(expiring);
  await expect(page.getByRole('region', { name: /^Login/ })).toHaveCount(0);

  const unitTrust = page.locator('fg-buy-unit-trust');
  await unitTrust.getByRole('checkbox', { name: 'Income Fund' }).check();
  await unitTrust.getByRole('button', { name: 'Next' }).click();
  await unitTrust.getByRole('radio', { name: 'Inheritance' }).check();
  await unitTrust.getByRole('radio', { name: 'No' }).check();
  await unitTrust.getByRole('button', { name: 'Next' }).click();
  await unitTrust.getByRole('textbox', { name: 'Lump sum for the Income Fund (R)' }).fill('7500');
  await unitTrust.getByRole('button', { name: 'Next' }).click();
  await expect(unitTrust.getByRole('region', { name: 'Where to pay' })).toContainText('UT300145');
  await unitTrust.getByRole('button', { name: 'Next' }).click();
  await unitTrust.getByRole('checkbox', { name: /I accept the/ }).check();
  await unitTrust.getByRole('button', { name: 'Confirm' }).click();
  await expect(unitTrust.getByText(/Your reference is UT\d+/)).toBeVisible();
  expect(purchases.bodies).toHaveLength(1);
  // Still the one refresh, now that a purchase has gone through on the new tokens.
  expect(await grants()).toEqual(['refresh_token']);
  // The other two stay where they were, and the host page's address is left alone.
  await expect(page.getByRole('heading', { name: 'Step 1 of 5: Investment details' })).toHaveCount(2);
  expect(new URL(page.url()).hash).toBe('');
  await expect(
    page.getByRole('listitem').filter({ hasText: 'fg-purchased from <fg-buy-unit-trust>' }),
  ).toContainText('"product":"Unit Trust","amount":7500');
  expect(await cspViolations(page)).toEqual([]);
  await expectNoAxeViolations(page);
});

test('a property a host page sets before the tag script has loaded is kept: <fg-contact-form> asks about that product', async ({
  otherOrigin,
  page,
  baseURL,
}) => {
  await page.goto(`${otherOrigin}/property-before-load.html`);
  const form = page.locator('fg-contact-form');
  await expect(form.getByRole('heading', { name: 'Tax-free Savings Account' })).toBeVisible();
  await expect(form).toHaveAttribute('product', 'Tax-free Savings Account');
  await form.getByRole('textbox', { name: 'First name' }).fill('Thandi');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Mokoena');
  await form.getByRole('textbox', { name: 'Email address' }).fill('thandi@example.co.za');
  await form.getByRole('textbox', { name: 'Contact number' }).fill('082 555 0142');
  await form.getByRole('textbox', { name: 'Message' }).fill('Please call me');
  const posted = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url() === `${baseURL}/v3/api/SignUp/ContactMe`,
  );
  await form.getByRole('button', { name: 'Submit' }).click();
  expect((await posted).postDataJSON()).toMatchObject({ Product: 'Tax-free Savings Account' });
  expect(await cspViolations(page)).toEqual([]);
});
