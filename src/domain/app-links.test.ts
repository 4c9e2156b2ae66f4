import { describe, expect, it } from 'vitest';
import {
  activationDeepLink,
  detectDevice,
  planRedirect,
  REDIRECT_DESTINATIONS,
  redirectDestination,
  storeUrlFor,
} from './app-links';

const UA = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
  iPod: 'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  android:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  linux: 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
};

const stores = { appStoreUrl: 'https://apps.example/fg', playStoreUrl: 'https://play.example/fg' };

const query = (entries: Record<string, string>): string => new URLSearchParams(entries).toString();

describe('detectDevice', () => {
  it.each([
    ['iPhone', UA.iPhone],
    ['iPad', UA.iPad],
    ['iPod', UA.iPod],
  ])('sends an %s to the App Store', (_, userAgent) => {
    expect(detectDevice(userAgent)).toBe('ios');
  });

  it('sends an Android phone to Google Play', () => {
    expect(detectDevice(UA.android)).toBe('android');
  });

  it.each([
    ['Windows', UA.windows],
    ['Linux', UA.linux],
    ['macOS', UA.macSafari],
    ['an empty user agent', ''],
  ])('treats %s as a desktop', (_, userAgent) => {
    expect(detectDevice(userAgent)).toBe('desktop');
  });

  it('recognises an iPad posing as desktop Safari by its touch points', () => {
    expect(detectDevice(UA.macSafari, 5)).toBe('ios');
    expect(detectDevice(UA.macSafari, 0)).toBe('desktop');
    expect(detectDevice(UA.windows, 10)).toBe('desktop');
  });
});

describe('storeUrlFor', () => {
  it('gives each mobile platform its own listing and a desktop none', () => {
    expect(storeUrlFor('ios', stores)).toBe(stores.appStoreUrl);
    expect(storeUrlFor('android', stores)).toBe(stores.playStoreUrl);
    expect(storeUrlFor('desktop', stores)).toBeUndefined();
  });
});

describe('activationDeepLink', () => {
  it('carries KnownAsName percent-encoded', () => {
    expect(activationDeepLink('fgportal://activate-account', 'Thandi & Co/1?')).toBe(
      'fgportal://activate-account?KnownAsName=Thandi%20%26%20Co%2F1%3F',
    );
  });

  it('leaves the parameter out when there is no name', () => {
    expect(activationDeepLink('fgportal://activate-account')).toBe('fgportal://activate-account');
    expect(activationDeepLink('fgportal://activate-account', '')).toBe('fgportal://activate-account');
  });
});

describe('redirectDestination', () => {
  it('keeps every allow-listed name a plain lowercase route, so /{name} can never leave the site', () => {
    for (const name of REDIRECT_DESTINATIONS) expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(REDIRECT_DESTINATIONS).not.toContain('redirect');
  });

  it('matches case-insensitively and answers with the canonical name', () => {
    expect(redirectDestination('login')).toBe('login');
    expect(redirectDestination('Sign-Up')).toBe('sign-up');
  });

  it('refuses names that are not routes of this portal', () => {
    expect(redirectDestination('admin')).toBeUndefined();
    expect(redirectDestination('redirect')).toBeUndefined();
  });
});

describe('planRedirect', () => {
  it('shows the download screen on the bare /redirect', () => {
    expect(planRedirect('', 'desktop')).toEqual({ kind: 'download' });
    expect(planRedirect('?', 'ios')).toEqual({ kind: 'download' });
  });

  it.each(['?KnownAsName=Thandi', '?utm_source=email', '?Destination=&PartyId='])(
    'goes to the bare /redirect when Destination and PartyId are both absent: %s',
    (search) => {
      expect(planRedirect(search, 'desktop')).toEqual({ kind: 'bare-redirect' });
      expect(planRedirect(search, 'android')).toEqual({ kind: 'bare-redirect' });
    },
  );

  it('navigates a desktop to the named route with PartyId and KnownAsName', () => {
    expect(
      planRedirect(query({ Destination: 'welcome', PartyId: '100234', KnownAsName: 'Thandi' }), 'desktop'),
    ).toEqual({
      kind: 'navigate',
      path: '/welcome?PartyId=100234&KnownAsName=Thandi',
    });
  });

  it('encodes KnownAsName and tidies it as a greeting would', () => {
    const search = query({
      Destination: 'Login',
      PartyId: '100234',
      KnownAsName: ' Nomsa  van der Merwe&x=1 ',
    });
    expect(planRedirect(search, 'desktop')).toEqual({
      kind: 'navigate',
      path: '/login?PartyId=100234&KnownAsName=Nomsa%20van%20der%20Merwe%26x%3D1',
    });
  });

  it('leaves out the parameters that are absent', () => {
    expect(planRedirect('?Destination=download', 'desktop')).toEqual({ kind: 'navigate', path: '/download' });
    expect(planRedirect('?Destination=app&KnownAsName=Sipho', 'desktop')).toEqual({
      kind: 'navigate',
      path: '/app?KnownAsName=Sipho',
    });
  });

  it('refuses a desktop link with a PartyId but no Destination', () => {
    expect(planRedirect('?PartyId=100234', 'desktop')).toEqual({ kind: 'refuse' });
  });

  it('opens the app on a phone, carrying only the tidied KnownAsName', () => {
    const search = query({ Destination: 'welcome', PartyId: '100234', KnownAsName: 'Lerato\u202e' });
    expect(planRedirect(search, 'ios')).toEqual({ kind: 'open-app', knownAsName: 'Lerato' });
    expect(planRedirect('?PartyId=100234', 'android')).toEqual({ kind: 'open-app', knownAsName: undefined });
  });

  it('refuses a malformed PartyId on every device', () => {
    for (const device of ['desktop', 'ios'] as const) {
      expect(planRedirect(query({ Destination: 'welcome', PartyId: '1&Destination=//x' }), device)).toEqual({
        kind: 'refuse',
      });
      expect(planRedirect(query({ Destination: 'welcome', PartyId: 'x'.repeat(65) }), device)).toEqual({
        kind: 'refuse',
      });
    }
  });

  it('refuses a parameter given twice rather than guess which one counts', () => {
    expect(planRedirect('?Destination=login&Destination=//evil.example&PartyId=1', 'desktop')).toEqual({
      kind: 'refuse',
    });
    expect(planRedirect('?Destination=login&PartyId=1&PartyId=2', 'desktop')).toEqual({ kind: 'refuse' });
  });

  // Each Destination as an attacker would write it in the link, so URL decoding is part of the test.
  it.each([
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '///evil.example',
    'https://evil.example',
    'http://evil.example/login',
    'HTTPS://evil.example',
    '//evil.example/%2e%2e',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java%0ascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '%2F%2Fevil.example',
    '%252F%252Fevil.example',
    '%5C%5Cevil.example',
    '%2F%5Cevil.example',
    'https%3A%2F%2Fevil.example',
    'javascript%3Aalert(1)',
    '..',
    '../login',
    'login/..',
    'login/../../evil.example',
    '%2E%2E%2Flogin',
    '/login',
    'login/',
    'login?next=//evil.example',
    'login#//evil.example',
    'login@evil.example',
    'evil.example',
    '%20login',
    'login%20',
    '%09login',
    'log%0Ain',
    'login%00',
    '%E2%80%8Blogin',
    '%EF%BC%8F%EF%BC%8Fevil.example',
    'redirect',
    'app/profile',
  ])('refuses Destination=%s on a desktop', (payload) => {
    expect(planRedirect(`?Destination=${payload}&PartyId=100234`, 'desktop')).toEqual({ kind: 'refuse' });
  });

  it('accepts a percent-encoded allow-listed name, since it decodes to the same route', () => {
    expect(planRedirect('?Destination=%6C%6F%67%69%6E&PartyId=1', 'desktop')).toEqual({
      kind: 'navigate',
      path: '/login?PartyId=1',
    });
  });
});
