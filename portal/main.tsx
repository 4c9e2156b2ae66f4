import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readPageNonce } from '../src/config';
import { persistSession } from '../src/session';
import { createStyleInstance } from '../src/ui';
import { App } from './app';

persistSession(sessionStorage);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App styles={createStyleInstance({ nonce: readPageNonce(document) })} />
    </StrictMode>,
  );
}
