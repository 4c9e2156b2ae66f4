/** Debian's Chromium (no browser downloads here), with the flags this closed network needs. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The browser's own omnibox popups, which a headless window never shows but still builds: two WebUI
 * apps (hundreds of scripts and custom elements) in a renderer of their own, for every new window, so
 * for every Playwright context. Off, a context that lives a second costs 0.6 CPU-seconds instead of
 * 1.9 on this 2-core machine (issue 45).
 */
const UNSHOWN_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * What Playwright 1.65 passes as --disable-features. Chromium reads only the last --disable-features it
 * is given, and Playwright puts ours after its own, so ours repeats them (chromium.test.ts checks that
 * it still holds every one Playwright passes).
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

const NETWORK_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** For Chromium launched by Playwright (the e2e suite and the scripts that drive pages). */
export const CHROMIUM_FLAGS = [
  ...NETWORK_FLAGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNSHOWN_BROWSER_UI].join(',')}`,
];

/** For Chromium started directly, without Playwright's defaults (Lighthouse). */
export const DIRECT_CHROMIUM_FLAGS = [...NETWORK_FLAGS, `--disable-features=${UNSHOWN_BROWSER_UI.join(',')}`];
