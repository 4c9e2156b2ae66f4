import { createContext, useContext } from 'react';
import type { ApiClient } from '../api/client';
import type { CompanyFacts } from '../config/company-facts';
import { companyFacts } from '../config/config';
import type { LocalStore } from './local-store';
import type { ServerStateEngine } from './server-state';

/** What a WidgetProvider gives the components under it. */
export interface WidgetContextValue {
  client: ApiClient;
  /** The host's engine over TanStack Query, or the provider's own local store. */
  serverState: ServerStateEngine | LocalStore;
}

export const WidgetContext = createContext<WidgetContextValue | null>(null);

function useWidgetContext(): WidgetContextValue {
  const value = useContext(WidgetContext);
  if (!value) throw new Error('No <WidgetProvider> above this widget.');
  return value;
}

/** The API client of the surrounding WidgetProvider. */
export const useApiClient = (): ApiClient => useWidgetContext().client;

/** Where server state lives under the surrounding WidgetProvider; for the server-state hooks only. */
export const useServerStateHandle = (): ServerStateEngine | LocalStore => useWidgetContext().serverState;

/** The company facts (FSP number, telephone, fax, address, support mailbox) of the page's config. */
export const useCompanyFacts = (): CompanyFacts => companyFacts(useApiClient().config);
