import { afterContentfulPaint } from './after-contentful-paint';
import { appModules } from './app-modules';
import { APP_READY_EVENT } from './app-ready';
import { holdEarlyActions } from './early-actions';

// crossOrigin '' as vite writes them, so the preloads are the very modules the entry imports.
const modulePreload = (document: Document, href: string) =>
  Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' });

const moduleScript = (document: Document, src: string) =>
  Object.assign(document.createElement('script'), { type: 'module', src, crossOrigin: '' });

/**
 * The boot of a page prerendered at build (scripts/prerender.ts), from its boot script (`script`, whose
 * `data-modules` lists the app's entry and what it imports). The page is complete HTML and paints
 * without script; the app's modules are fetched once its content has painted, so on a phone they do not
 * compete with that first render (and Lighthouse, which counts every script that arrives before the
 * largest paint as needed by it, measures the page as it is). What the visitor presses meanwhile is held
 * until the app has taken over, then done again; if the app fails to load, it is done as plain HTML would.
 */
export function startApp(
  script: HTMLOrSVGScriptElement | null,
  document: Document,
  waitForPaint: (then: () => void) => void = afterContentfulPaint,
): void {
  const [entry, ...imports] = appModules(
    script instanceof HTMLScriptElement ? script.dataset.modules : undefined,
  );
  if (!entry) return;
  const early = holdEarlyActions(document);
  document.addEventListener(APP_READY_EVENT, () => early.release(), { once: true });
  waitForPaint(() => {
    for (const path of imports) document.head.append(modulePreload(document, path));
    const app = moduleScript(document, entry);
    app.addEventListener('error', () => early.release(), { once: true });
    document.head.append(app);
  });
}
