import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { readPageConfig, readPageNonce } from '../src/config';
import { ensureSessionPersisted, session } from '../src/session';
import { createStyleInstance } from '../src/ui';
import { App } from './app';
import { announceAppReady } from './boot/app-ready';
import { pageBodyClass } from './page-body';
import { preloadPage } from './routes';

// With site data blocked the session lives in memory for the visit, and a reload asks for a login again.
ensureSessionPersisted();

// The prerendered page's style tag is adopted by this instance (same key): its rules are not written again.
const styles = createStyleInstance({ nonce: readPageNonce(document) });
// The portal owns its page: drop the browser's default body margin so the header runs edge to edge.
document.body.classList.add(pageBodyClass(styles));

/**
 * Text typed into a prerendered field before the script took over is in the field but not yet in the
 * form's state (hydration keeps the DOM as it is): told to the form as if typed now, so it is neither
 * refused as empty nor wiped at the next render.
 */
function replayTypedText(root: HTMLElement) {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field.value !== field.defaultValue) field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const root = document.getElementById('root');
if (root) {
  const app = (
    <StrictMode>
      <App config={readPageConfig(document, window.location.origin)} styles={styles} />
    </StrictMode>
  );
  if (!root.firstElementChild) {
    createRoot(root).render(app);
  } else {
    // A public page prerendered at build (scripts/prerender.ts) as a signed-out visitor sees it. Its lazy
    // chunk comes first, so the first render is the page itself, not a spinner over it. The hydration then
    // runs in a task of its own, not in the one that evaluated the modules: two shorter tasks keep a slow
    // phone responsive where one long one would block it.
    void preloadPage(window.location.pathname)
      .then(nextTask)
      .then(() => {
        const { authenticated, expired } = session.auth;
        if (!authenticated && !expired) {
          hydrateRoot(root, app);
          replayTypedText(root);
        }
        // Signed in, or a session that ran out: the page differs from the prerendered one (avatar menu,
        // the notice above the login). Preact's render adopts the existing DOM and corrects every
        // attribute and text that differs, where hydration would keep the prerendered attributes.
        else createRoot(root).render(app);
      })
      // Once the text replayed above is in the forms' state (the render it caused has run), what the visitor
      // pressed while the app was on its way is done again (portal/boot/early-actions.ts).
      .then(nextTask)
      .then(() => announceAppReady(document));
  }
}
