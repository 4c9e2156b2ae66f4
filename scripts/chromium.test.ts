import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, PLAYWRIGHT_DISABLED_FEATURES } from './chromium';

const disabledFeatures = (flag: string | undefined) =>
  (flag ?? '').replace('--disable-features=', '').split(',').filter(Boolean);

describe('the Chromium flags', () => {
  it('keep every feature Playwright turns off, as Chromium reads only the last --disable-features', async () => {
    const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
    try {
      const pid = server.process().pid;
      const launched = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      const featureFlags = launched.filter((arg) => arg.startsWith('--disable-features='));
      // Playwright's own, then ours: the last is the one Chromium keeps.
      expect(featureFlags).toHaveLength(2);
      const [playwrights, ours] = featureFlags.map(disabledFeatures);
      expect(playwrights).toEqual(PLAYWRIGHT_DISABLED_FEATURES);
      expect(ours).toEqual(expect.arrayContaining(playwrights ?? []));
      expect(ours).toEqual(expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']));
    } finally {
      await server.close();
    }
  });
});
