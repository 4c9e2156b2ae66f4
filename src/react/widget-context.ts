import { createContext, useContext, useEffect } from 'react';
import type { ApiClient, RequestClient } from '../api/client';
import { type CompanyFacts, DEMO_COMPANY_FACTS } from '../config/company-facts';
import { type Config, companyFacts } from '../config/config';
import type { LocalStore } from './local-store';
import type { ServerStateEngine } from './server-state';

/** What a WidgetProvider gives the components under it. */
export interface WidgetContextValue {
  /** A request-only client is a tag's whose client code comes on first use (clientOnInteraction). */
  client: ApiClient | RequestClient;
  /** The host's engine over TanStack Query, or the provider's own local store. */
  serverState: ServerStateEngine | LocalStore;
}

export const WidgetContext = createContext<WidgetContextValue | null>(null);

function useWidgetContext(): WidgetContextValue {
  const value = useContext(WidgetContext);
  if (!value) throw new Error('No <WidgetProvider> above this widget.');
  return value;
}

/**
 * The API client of the surrounding WidgetProvider, config and all. Not under a tag whose client takes
 * requests only (clientOnInteraction): its components use {@link useRequestClient}.
 */
export function useApiClient(): ApiClient {
  const { client } = useWidgetContext();
  if ('config' in client) return client;
  throw Error('request-only client');
}

/** The client of the surrounding WidgetProvider for requests: all a request-only tag has. */
export const useRequestClient = (): RequestClient => useWidgetContext().client;

/** Where server state lives under the surrounding WidgetProvider; for the server-state hooks only. */
export const useServerStateHandle = (): ServerStateEngine | LocalStore => useWidgetContext().serverState;

let demoFactsWarned = false;

/**
 * Tells the page's developer once when a page of another site than the API's shows the sandbox's demo
 * company facts: a production page must show the group's (a deployment with FG_COMPANY_* set gives its
 * tags the real ones).
 */
function warnOfDemoFacts(config: Config): void {
  if (demoFactsWarned || config.fspNumber !== DEMO_COMPANY_FACTS.fspNumber) return;
  if (new URL(config.mainApiBase).origin === window.location.origin) return;
  demoFactsWarned = true;
  console.warn(
    `FG widgets on ${window.location.origin} show the sandbox's demo company facts (FSP ${config.fspNumber}). Fix: load the tags from a deployment with FG_COMPANY_* set, or declare the facts in the page's data-fg-config block.`,
  );
}

/**
 * For tests: warn again.
 * @internal
 */
export function forgetDemoFactsWarning(): void {
  demoFactsWarned = false;
}

/** The company facts (FSP number, telephone, fax, address, support mailbox) of the page's config. */
export function useCompanyFacts(): CompanyFacts {
  const { config } = useApiClient();
  // In an effect: never while a page is drawn at build time (scripts/prerender.ts), where there is no page.
  useEffect(() => warnOfDemoFacts(config), [config]);
  return companyFacts(config);
}
