/**
 * The portal rendered to HTML at build time (scripts/prerender.ts builds this file for Node under the
 * portal's aliases, so it renders with preact exactly as the browser bundle does, and the ids React's
 * `useId` hands out match the ones the browser's hydration expects). Each page is the same App as
 * main.tsx draws, for a signed-out visitor at `path`.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { type ConfigInput, createConfig } from '../src/config';
import { createExtractingStyleInstance, type ExtractedStyles } from '../src/ui/style-extraction';
import { App } from './app';
import { pageBodyClass } from './page-body';
import { preloadPage } from './routes';
import { PageTitleSink } from './use-page-title';

/**
 * The public pages drawn at build time: their first screen needs no session and no API data (the
 * footer's documents show their loading line, as in the browser until the API answers), and query
 * parameters do not change it. Pages driven by the query or the session (sign-up's wizard, the contact
 * form's product, reset-password's link, the link-confirmation pages) stay with the browser.
 */
export const PRERENDERED_PATHS = [
  '/',
  '/login',
  '/forgot-password',
  '/download',
  '/fais',
  '/disclaimer',
  '/privacy',
  '/treating-customers-fairly',
] as const;

export interface PrerenderedPage {
  /** What goes inside `<div id="root">`. */
  html: string;
  /** The CSS the page's components wrote, for one style tag in the head. */
  styles: ExtractedStyles;
  /** The `<body>` class main.tsx adds. */
  bodyClass: string;
  /** The document title the page sets once running. */
  title?: string;
}

/** `path` as a signed-out visitor on `origin` sees it, with the site's config (`config`) over the defaults. */
export async function prerender(
  path: string,
  origin: string,
  config: ConfigInput = {},
): Promise<PrerenderedPage> {
  await preloadPage(path);
  const { styles, extract } = createExtractingStyleInstance();
  const bodyClass = pageBodyClass(styles);
  const sink: { title?: string } = {};
  const html = renderToString(
    <PageTitleSink.Provider value={sink}>
      <Router ssrPath={path} ssrSearch="">
        <StrictMode>
          <App config={createConfig(origin, config)} styles={styles} />
        </StrictMode>
      </Router>
    </PageTitleSink.Provider>,
  );
  return { html, styles: extract(), bodyClass, title: sink.title };
}
