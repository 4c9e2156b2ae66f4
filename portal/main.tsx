import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readPageConfig, readPageNonce } from '../src/config';
import { persistSession } from '../src/session';
import { createStyleInstance } from '../src/ui';
import { App } from './app';

persistSession(sessionStorage);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App
        config={readPageConfig(document, window.location.origin)}
        styles={createStyleInstance({ nonce: readPageNonce(document) })}
      />
    </StrictMode>,
  );
}
