import { useEffect, useState } from 'react';
import { type AvailableProduct, detailQuery } from '../../../src/api/dashboard';
import { hasSummaryTable } from '../../../src/domain/navigation';
import { useServerState } from '../../../src/react';

/**
 * Whether the tables of the product a page opens on arrival are in (or failed), for the products that
 * have them; true at once for any other. Read into the cache, so the opened accordion shows them at once
 * rather than a loading status that the tables then replace, pushing the page down under the customer.
 */
export function useDetailReady(product: AvailableProduct | undefined): boolean {
  const server = useServerState();
  const itemId = product?.NavigationItemID;
  const instanceId = product?.ProductInstanceID;
  const needed = itemId !== undefined && typeof instanceId === 'number' && hasSummaryTable(itemId);
  const key = needed ? `${itemId}/${instanceId}` : null;
  const [readyKey, setReadyKey] = useState<string | null>(null);
  useEffect(() => {
    if (!needed) return;
    let current = true;
    // A failure shows in the accordion, which reads again: here it only ends the wait.
    void server
      .fetch(detailQuery(itemId, instanceId))
      .catch(() => undefined)
      .then(() => {
        if (current) setReadyKey(key);
      });
    return () => {
      current = false;
    };
  }, [server, needed, key, itemId, instanceId]);
  return !needed || readyKey === key;
}
