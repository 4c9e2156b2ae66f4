// A React host with a hash router of its own: imports the widgets as components and gives them what they need from the host,
// namely the API settings, its TanStack query cache as their server state and (optionally) the page's
// CSP nonce for their styles. A tag in the same app (<fg-forgot-password>, the built tag that
// `import 'fg-portal/elements'` registers, loaded by index.html) posts where the provider's config says too.
import {
  type DetailedHTMLProps,
  type HTMLAttributes,
  StrictMode,
  useState,
  useSyncExternalStore,
} from 'react';
import { createRoot } from 'react-dom/client';
import * as z from 'zod/mini';
import { createConfig, readPageNonce } from '../../src/config';
import { WidgetProvider } from '../../src/react';
import { createQueryClient } from '../../src/react/query-client';
import { createQueryServerState } from '../../src/react/query-server-state';
import { onSignedOut, sessionAuthPort } from '../../src/session';
import { createStyleInstance } from '../../src/ui';
import { BuySecuredInvestment } from '../../widgets/buy-secured-investment';
import { ContactForm, type ContactRequest } from '../../widgets/contact-form';
import { type Failure, RateUs, type Rating } from '../../widgets/rate-us';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      /** As fg-portal/elements types it for a host (fg-elements.d.ts), with the one event this page hears. */
      'fg-forgot-password': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
        'onfg-sent'?: (event: CustomEvent<{ emailAddress: string }>) => void;
      };
    }
  }
}

/**
 * The API's origin: the page's own, or the http(s) origin in the page's `?api=`, as an app whose API
 * lives on another origin than the app itself would set it (e2e/react-host.spec.ts).
 */
function apiOrigin(): string {
  const named = z
    .url({ protocol: /^https?$/ })
    .safeParse(new URLSearchParams(window.location.search).get('api'));
  return named.success ? new URL(named.data).origin : window.location.origin;
}

const config = createConfig(apiOrigin());
const serverState = createQueryServerState(createQueryClient(), { onSignedOut });
const styles = createStyleInstance({ nonce: readPageNonce(document) });

/** The host's own hash router, as react-router's HashRouter keeps its route: the widgets must leave it alone. */
function useHostRoute(): string {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener('hashchange', onChange);
      return () => window.removeEventListener('hashchange', onChange);
    },
    () => window.location.hash,
  );
}

function HostRoutes({ record }: { record: (text: string) => void }) {
  const route = useHostRoute();
  return (
    <>
      <nav aria-label="Host app" className="example-section">
        <a href="#/accounts/overview">Accounts overview</a> · <a href="#/buy">Buy a secured investment</a>
      </nav>
      {route === '#/buy' ? (
        <BuySecuredInvestment
          onPurchased={(purchase) => record(`onPurchased from BuySecuredInvestment: ${purchase.reference}`)}
        />
      ) : (
        <section className="example-section" aria-labelledby="overview">
          <h2 id="overview">Accounts overview</h2>
          <p>The host app's own page, at its own route ({route || 'none'}).</p>
        </section>
      )}
    </>
  );
}

function HostApp() {
  const [events, setEvents] = useState<string[]>([]);
  const record = (text: string) => setEvents((current) => [...current, text]);
  return (
    <WidgetProvider config={config} auth={sessionAuthPort} styles={styles} serverState={serverState}>
      <HostRoutes record={record} />
      <section className="example-section" aria-labelledby="contact">
        <h2 id="contact">Ask about wills</h2>
        <ContactForm
          product="Wills"
          onSubmitted={(request: ContactRequest) =>
            record(`onSubmitted from ContactForm: ${request.Product}`)
          }
          onFailed={(failure: Failure) => record(`onFailed from ContactForm: ${failure.message}`)}
        />
      </section>
      <section className="example-section" aria-labelledby="rate">
        <h2 id="rate">Rate our service</h2>
        <RateUs
          systemIdentifier="REACT-HOST"
          onSubmitted={(rating: Rating) => record(`onSubmitted from RateUs: score ${rating.OptionSelected}`)}
          onFailed={(failure: Failure) => record(`onFailed from RateUs: ${failure.message}`)}
        />
      </section>
      <section className="example-section" aria-labelledby="forgot-tag">
        <h2 id="forgot-tag">A tag in the app</h2>
        <fg-forgot-password
          heading-level="3"
          onfg-sent={(event) => record(`fg-sent from <fg-forgot-password>: ${event.detail.emailAddress}`)}
        />
      </section>
      <section className="example-section" aria-labelledby="events">
        <h2 id="events">Callbacks the host received</h2>
        <ul className="example-log" aria-live="polite">
          {events.map((text, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an append-only log; entries never move.
            <li key={index}>{text}</li>
          ))}
        </ul>
      </section>
    </WidgetProvider>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <HostApp />
    </StrictMode>,
  );
}
