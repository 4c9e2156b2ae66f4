import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPANY } from '../../src/config/company';
import { renderWithRouter } from '../test/render-with-router';
import { DownloadPage } from './download-page';
import { leaveSite } from './leave-site';

vi.mock('./leave-site', () => ({ leaveSite: vi.fn() }));

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';

const useUserAgent = (userAgent: string) =>
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);

describe('DownloadPage', () => {
  beforeEach(() => vi.mocked(leaveSite).mockClear());

  it('sends an iPhone straight to the App Store listing', () => {
    useUserAgent(IPHONE);
    renderWithRouter(<DownloadPage />, '/download');
    expect(leaveSite).toHaveBeenCalledExactlyOnceWith(COMPANY.apps.appStoreUrl);
  });

  it('sends an Android phone straight to the Google Play listing', () => {
    useUserAgent(ANDROID);
    renderWithRouter(<DownloadPage />, '/download');
    expect(leaveSite).toHaveBeenCalledExactlyOnceWith(COMPANY.apps.playStoreUrl);
  });

  it('shows a desktop the heading, both store badges and Continue on Website', async () => {
    useUserAgent(DESKTOP);
    const { location } = renderWithRouter(<DownloadPage />, '/download');

    expect(leaveSite).not.toHaveBeenCalled();
    screen.getByRole('heading', { level: 1, name: 'Download the app from your preferred platform' });
    expect(screen.getByRole('link', { name: 'Download on the App Store' }).getAttribute('href')).toBe(
      COMPANY.apps.appStoreUrl,
    );
    expect(screen.getByRole('link', { name: 'Get it on Google Play' }).getAttribute('href')).toBe(
      COMPANY.apps.playStoreUrl,
    );
    expect(document.title).toBe('Download the app | FG Portal');

    await userEvent.click(screen.getByRole('link', { name: 'Continue on Website' }));
    expect(location.history.at(-1)).toBe('/app');
  });

  it('draws the badges inline, hidden from assistive technology', () => {
    useUserAgent(DESKTOP);
    renderWithRouter(<DownloadPage />, '/download');
    const badge = screen.getByRole('link', { name: 'Download on the App Store' });
    expect(badge.querySelector('img')).toBeNull();
    expect(badge.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});
