import { signInAs } from './support/session';
import { expect, test } from './support/test';

test('a tag is a block a host can size and hide: its own rule never beats one of the host’s', async ({
  page,
}) => {
  await page.goto('/examples/email-landing.html');
  const tag = page.locator('fg-rate-us').first();
  await expect(tag.getByRole('button', { name: 'Send' })).toBeVisible();
  expect(await tag.evaluate((element) => getComputedStyle(element).display)).toBe('block');
  await tag.evaluate((element) => {
    (element as HTMLElement).style.width = '320px';
  });
  expect((await tag.boundingBox())?.width).toBe(320);
  // A rule of the host's (adopted, as the example page's CSP allows no inline style).
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('fg-rate-us { display: none }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
  await expect(tag).toBeHidden();
});

test('a light-DOM tag is a block a host can size too, and a rule of the host’s still wins', async ({
  page,
  otherOrigin,
}) => {
  await page.goto(`${otherOrigin}/login-dialog.html`);
  const tag = page.locator('fg-login-dialog');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect.poll(() => tag.evaluate((element) => getComputedStyle(element).display)).toBe('block');
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('fg-login-dialog { display: inline }');
    // Before the tag's own sheet: the host's rule wins by specificity, not by coming later.
    document.adoptedStyleSheets = [sheet, ...document.adoptedStyleSheets];
  });
  await expect.poll(() => tag.evaluate((element) => getComputedStyle(element).display)).toBe('inline');
});

test('a buy tag given 340 px of a 1280 px page lays out in 340 px: the compact header, nothing past its edges', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, request, 'thandi@example.co.za');
  await page.goto('/examples/buy-tax-free.html');
  const tag = page.locator('fg-buy-tax-free');
  await tag.evaluate((element) => {
    (element as HTMLElement).style.width = '340px';
  });
  await expect(tag.getByRole('heading', { name: 'Step 1 of 5: Investment details' })).toBeVisible();
  expect((await tag.boundingBox())?.width).toBe(340);
  // The one-row stepper is for screen readers only at this width; the compact header shows the progress.
  const stepper = await tag.getByRole('list', { name: /progress/ }).boundingBox();
  expect(stepper?.width).toBeLessThanOrEqual(1);
  const outside = await tag.evaluate((element) => {
    const edge = element.getBoundingClientRect();
    return [...(element.shadowRoot?.querySelectorAll('*') ?? [])]
      .filter((part) => {
        const box = part.getBoundingClientRect();
        // The progress list is there for screen readers only at this width (clipped to nothing).
        if (part.closest('[aria-label$="progress"]')) return false;
        return box.width > 1 && (box.right > edge.right + 0.5 || box.left < edge.left - 0.5);
      })
      .map((part) => `${part.localName} "${part.textContent?.slice(0, 30)}"`);
  });
  expect(outside).toEqual([]);
  // The same tag with the page's width draws the full stepper.
  await tag.evaluate((element) => {
    (element as HTMLElement).style.width = '';
  });
  await expect
    .poll(async () => (await tag.getByRole('list', { name: /progress/ }).boundingBox())?.width)
    .toBeGreaterThan(300);
});

test('a tag with one obvious field delegates focus to it: focus() on the tag, or a click on its text, focuses the e-mail field', async ({
  page,
  baseURL,
}) => {
  // A plain host page on the site's origin, the built tags loaded as a host would load them.
  await page.route(`${baseURL}/focus-host.html`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>Focus host</title>
<script type="module" src="/widgets/fg-forgot-password.js"></script>
<script type="module" src="/widgets/fg-activate.js"></script></head>
<body><main><fg-forgot-password></fg-forgot-password><fg-activate known-as-name="Thandi"></fg-activate></main></body></html>`,
    }),
  );
  await page.goto('/focus-host.html');
  for (const tag of ['fg-forgot-password', 'fg-activate']) {
    const field = page.locator(tag).getByLabel('Email address');
    await expect(field).toBeVisible();
    await page.evaluate((name) => document.querySelector<HTMLElement>(name)?.focus(), tag);
    await expect(field).toBeFocused();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(field).not.toBeFocused();
    await page.locator(tag).getByRole('heading').first().click();
    await expect(field).toBeFocused();
  }
});
