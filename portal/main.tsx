import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readPageConfig, readPageNonce } from '../src/config';
import { ensureSessionPersisted } from '../src/session';
import { createStyleInstance } from '../src/ui';
import { App } from './app';

// With site data blocked the session lives in memory for the visit, and a reload asks for a login again.
ensureSessionPersisted();

const styles = createStyleInstance({ nonce: readPageNonce(document) });
// The portal owns its page: drop the browser's default body margin so the header runs edge to edge.
document.body.classList.add(styles.css({ margin: 0 }));

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App config={readPageConfig(document, window.location.origin)} styles={styles} />
    </StrictMode>,
  );
}
