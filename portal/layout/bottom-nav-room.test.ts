import { describe, expect, it } from 'vitest';
import { hasBottomNav } from './bottom-nav-room';

describe('hasBottomNav', () => {
  it('is on every signed-in app page, the profile pages included (DESIGN m11)', () => {
    for (const path of [
      '/app',
      '/app/customer/dashboard',
      '/app/wealth/700101',
      '/app/profile',
      '/app/editprofile',
    ]) {
      expect(hasBottomNav(path), path).toBe(true);
    }
  });

  it('is not on the buy wizards (their focused header) nor on public pages', () => {
    for (const path of [
      '/app/buy/unit-trust',
      '/APP/Buy/contact-form',
      '/',
      '/login',
      '/fais',
      '/application',
    ]) {
      expect(hasBottomNav(path), path).toBe(false);
    }
  });
});
