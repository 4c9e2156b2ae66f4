import { useEffect } from 'react';
import { categoriesQuery, homeBalanceQueries } from '../../src/api/dashboard';
import { useServerState, useSession } from '../../src/react';
import { loadCustomerArea, preload } from './area-chunks';

/**
 * While /app asks for the workspaces and then their menus (two calls in a row), a customer's home
 * dashboard needs only the token: its chunk and its categories load alongside, and the categories'
 * balances the moment the categories answer (they need nothing from the menus), so the greeting, the
 * total and the cards are complete when the menus answer. The role claim is a hint; when it misleads,
 * the dashboard simply loads them itself.
 */
export function usePrefetchCustomerHome(): void {
  const { fetch, prefetch } = useServerState();
  const { user } = useSession();
  const partyId = user?.role === 'Customer' ? user.partyId : undefined;
  useEffect(() => {
    if (!partyId) return;
    preload(loadCustomerArea);
    fetch(categoriesQuery()).then(
      (categories) => {
        for (const balance of homeBalanceQueries(categories)) prefetch(balance);
      },
      // The dashboard shows a failed read itself, with Try again.
      () => undefined,
    );
  }, [fetch, prefetch, partyId]);
}
