import { webAddress } from '../../src/domain/web-address';
import { useApiClient } from '../../src/react/widget-context';

/**
 * Reads a link from the product's attributes (documents, fact sheets): http(s) only, and a site path
 * is the web API's, which sent it, not the page's (the widget may sit on another site).
 */
export function useProductLink(): (value: string | null | undefined) => string | undefined {
  const { config } = useApiClient();
  return (value) => webAddress(value, `${config.webApiBase}/`);
}
