import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Switch, useLocation, useSearch } from 'wouter';
import { COMPANY } from '../../src/config/company';
import { renderWithRouter } from '../test/render-with-router';
import { leaveSite } from './leave-site';
import { RedirectPage } from './redirect-page';

vi.mock('./leave-site', () => ({ leaveSite: vi.fn() }));

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';

const useUserAgent = (userAgent: string) =>
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);

function Elsewhere() {
  const [path] = useLocation();
  const search = useSearch();
  return <p>Landed on {search ? `${path}?${search}` : path}</p>;
}

/** /redirect routed as in the app, so that leaving it unmounts it. */
const routes = (
  <Switch>
    <Route path="/redirect" component={RedirectPage} />
    <Route component={Elsewhere} />
  </Switch>
);

const DOWNLOAD_HEADING = { level: 1, name: 'Download the app from your preferred platform' } as const;

describe('RedirectPage', () => {
  beforeEach(() => vi.mocked(leaveSite).mockClear());

  describe('on a desktop', () => {
    beforeEach(() => useUserAgent(DESKTOP));

    it('goes to the named route with PartyId and KnownAsName, replacing /redirect in history', () => {
      const { location, navigations } = renderWithRouter(
        routes,
        '/redirect?Destination=welcome&PartyId=100234&KnownAsName=Thandi%20Mokoena',
      );
      expect(navigations).toEqual([
        { to: '/welcome?PartyId=100234&KnownAsName=Thandi%20Mokoena', replace: true },
      ]);
      expect(location.history).toEqual(['/welcome?PartyId=100234&KnownAsName=Thandi%20Mokoena']);
      // wouter's useSearch hands the query over decoded.
      screen.getByText('Landed on /welcome?PartyId=100234&KnownAsName=Thandi Mokoena');
      expect(leaveSite).not.toHaveBeenCalled();
    });

    it.each([
      '//evil.example',
      '/%5Cevil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '%2F%2Fevil.example',
      '..%2F..%2Fevil.example',
      '%20login',
      'admin',
    ])('refuses Destination=%s with a clear message and goes nowhere', (payload) => {
      const { navigations } = renderWithRouter(routes, `/redirect?Destination=${payload}&PartyId=100234`);

      screen.getByRole('heading', { level: 1, name: 'This link is not valid' });
      screen.getByText(/^This link is not valid\. It may be incomplete/);
      expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
      expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
      expect(document.title).toBe('Link not valid | FG Portal');
      expect(navigations).toEqual([]);
      expect(leaveSite).not.toHaveBeenCalled();
    });

    it('goes once to the bare /redirect when Destination and PartyId are absent, then shows the download screen', () => {
      const { location, navigations, rerender } = renderWithRouter(routes, '/redirect?KnownAsName=Thandi');

      expect(navigations).toEqual([{ to: '/redirect', replace: true }]);
      expect(location.history).toEqual(['/redirect']);
      screen.getByRole('heading', DOWNLOAD_HEADING);

      rerender(routes);
      expect(navigations).toHaveLength(1);
      expect(leaveSite).not.toHaveBeenCalled();
    });

    it('shows the download screen on the bare /redirect without navigating', () => {
      const { navigations } = renderWithRouter(routes, '/redirect');
      screen.getByRole('heading', DOWNLOAD_HEADING);
      expect(screen.getByRole('link', { name: 'Continue on Website' }).getAttribute('href')).toBe('/app');
      expect(navigations).toEqual([]);
    });
  });

  describe('on a phone', () => {
    it.each([
      ['iPhone', IPHONE],
      ['Android phone', ANDROID],
    ])('an %s opens the app’s account-activation screen with KnownAsName encoded', (_, userAgent) => {
      useUserAgent(userAgent);
      const { navigations } = renderWithRouter(
        routes,
        '/redirect?Destination=welcome&PartyId=100234&KnownAsName=Nomsa%20%26%20Co',
      );
      expect(leaveSite).toHaveBeenCalledExactlyOnceWith(
        `${COMPANY.apps.activationDeepLink}?KnownAsName=Nomsa%20%26%20Co`,
      );
      expect(navigations).toEqual([]);
      // Left in place for a phone without the app.
      screen.getByRole('heading', DOWNLOAD_HEADING);
    });

    it('sends a phone on the bare /redirect to its store listing, as /download does', () => {
      useUserAgent(ANDROID);
      renderWithRouter(routes, '/redirect');
      expect(leaveSite).toHaveBeenCalledExactlyOnceWith(COMPANY.apps.playStoreUrl);
    });

    it('refuses a malformed PartyId rather than open the app', () => {
      useUserAgent(IPHONE);
      renderWithRouter(routes, '/redirect?Destination=welcome&PartyId=%3Cscript%3E');
      screen.getByRole('heading', { level: 1, name: 'This link is not valid' });
      expect(leaveSite).not.toHaveBeenCalled();
    });
  });
});
