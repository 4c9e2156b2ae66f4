import * as z from 'zod/mini';
import { displayKnownAsName } from './known-as-name';
import { textMatching } from './schema-parts';

/** Which store listing a visitor is sent to (spec §2 /download). */
export type Device = 'ios' | 'android' | 'desktop';

/**
 * The device a user agent belongs to. iPadOS 13 and later presents itself as desktop Safari
 * ('Macintosh'); only its touch points give it away, so they are passed in when known.
 */
export function detectDevice(userAgent: string, maxTouchPoints = 0): Device {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  if (/Macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  return 'desktop';
}

/** The app's store listings. */
export interface StoreUrls {
  appStoreUrl: string;
  playStoreUrl: string;
}

/** The store listing for a device; none on a desktop. */
export function storeUrlFor(device: Device, stores: StoreUrls): string | undefined {
  if (device === 'ios') return stores.appStoreUrl;
  if (device === 'android') return stores.playStoreUrl;
  return undefined;
}

/** The deep link opening the app's account-activation screen, carrying the name to greet with. */
export function activationDeepLink(base: string, knownAsName?: string): string {
  return knownAsName ? `${base}?KnownAsName=${encodeURIComponent(knownAsName)}` : base;
}

/**
 * Route names of this portal that /redirect may send a desktop visitor to, as `/{name}`. Anything else
 * in Destination is refused, so a crafted link can never send a visitor off the site.
 * @internal
 */
export const REDIRECT_DESTINATIONS = [
  'login',
  'sign-up',
  'refer',
  'welcome',
  'forgot-password',
  'reset-password',
  'download',
  'app',
] as const;

/** A route name /redirect may navigate to. */
type RedirectDestination = (typeof REDIRECT_DESTINATIONS)[number];

/**
 * The allow-listed route a Destination names, matched case-insensitively and otherwise exactly.
 * @internal
 */
export function redirectDestination(value: string): RedirectDestination | undefined {
  const wanted = value.toLowerCase();
  return REDIRECT_DESTINATIONS.find((name) => name === wanted);
}

const redirectQuerySchema = z.object({
  Destination: z.optional(z.string()),
  PartyId: z.optional(textMatching(/^[A-Za-z0-9-]{1,64}$/)),
  KnownAsName: z.optional(z.string()),
});

const QUERY_KEYS = ['Destination', 'PartyId', 'KnownAsName'] as const;

/** What /redirect does with its query (spec §2). */
export type RedirectPlan =
  /** Nothing to act on: show the download screen. */
  | { kind: 'download' }
  /** Neither Destination nor PartyId: go to the bare /redirect, which then shows the download screen. */
  | { kind: 'bare-redirect' }
  /** Mobile: open the app's account-activation screen. */
  | { kind: 'open-app'; knownAsName?: string }
  /** Desktop: a route of this portal with PartyId and KnownAsName as query parameters. */
  | { kind: 'navigate'; path: string }
  /** The link is malformed or names somewhere this portal will not go. */
  | { kind: 'refuse' };

/**
 * Decides what /redirect does. `search` is the query string with or without its '?'.
 * A parameter given twice is refused: which copy wins differs between parsers, the classic way to
 * slip a second Destination past a check.
 */
export function planRedirect(search: string, device: Device): RedirectPlan {
  const params = new URLSearchParams(search);
  // Not `params.size`: Safari before 17 lacks it, and /redirect is opened on phones.
  if (params.toString() === '') return { kind: 'download' };

  const raw: Partial<Record<(typeof QUERY_KEYS)[number], string>> = {};
  for (const key of QUERY_KEYS) {
    const values = params.getAll(key);
    if (values.length > 1) return { kind: 'refuse' };
    if (values[0]) raw[key] = values[0];
  }
  const parsed = redirectQuerySchema.safeParse(raw);
  if (!parsed.success) return { kind: 'refuse' };

  const { Destination, PartyId } = parsed.data;
  if (Destination === undefined && PartyId === undefined) return { kind: 'bare-redirect' };

  const knownAsName = displayKnownAsName(parsed.data.KnownAsName) || undefined;
  if (device !== 'desktop') return { kind: 'open-app', knownAsName };

  const destination = Destination === undefined ? undefined : redirectDestination(Destination);
  if (!destination) return { kind: 'refuse' };
  const query = [
    PartyId && `PartyId=${encodeURIComponent(PartyId)}`,
    knownAsName && `KnownAsName=${encodeURIComponent(knownAsName)}`,
  ].filter(Boolean);
  return { kind: 'navigate', path: query.length ? `/${destination}?${query.join('&')}` : `/${destination}` };
}
