import { cumulativeShift, layoutShiftsOf, watchLayoutShifts } from './support/layout-shift';
import { signInAs } from './support/session';
import { expect, test } from './support/test';

/** Core Web Vitals' "good" cumulative layout shift. */
const GOOD_CLS = 0.1;

const pages: Record<string, string[]> = {
  'thandi@example.co.za': [
    '/app/customer/dashboard',
    '/app/customer/investments',
    '/app/wealth/700101',
    '/app/wealth/700102',
    '/app/customer/ventures',
    '/app/customer/wills-and-trusts',
    '/app/customer/employee-benefits',
    '/app/customer/accounts',
    '/app/profile',
    '/app/editprofile',
    '/app/editprofile?section=documents',
    '/app/buy/secured-investment',
    '/app/buy/tax-free-investment',
    '/app/buy/unit-trust',
    '/app/buy/contact-form',
  ],
  'sipho@example.co.za': ['/app/employee/dashboard', '/app/employee/settings', '/app/reports/12'],
};

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  for (const [username, paths] of Object.entries(pages)) {
    test(`at ${viewport.width} px, ${username}'s pages do not move while they load (CLS below ${GOOD_CLS})`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(viewport);
      await signInAs(page, request, username);
      await watchLayoutShifts(page);
      for (const path of paths) {
        await page.goto(path);
        // Every answer is in: nothing is left to arrive and move the page.
        await page.waitForLoadState('networkidle');
        const shifts = await layoutShiftsOf(page);
        expect(cumulativeShift(shifts), `${path}: ${JSON.stringify(shifts, null, 1)}`).toBeLessThan(GOOD_CLS);
      }
    });
  }
}
