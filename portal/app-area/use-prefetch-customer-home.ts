import { useEffect } from 'react';
import { categoriesQuery } from '../../src/api/dashboard';
import { useServerState, useSession } from '../../src/react';
import { loadCustomerArea, preload } from './area-chunks';

/**
 * While /app asks for the workspaces and then their menus (two calls in a row), a customer's home
 * dashboard needs only the token: its chunk and its categories load alongside, so the greeting and
 * the accordions are complete when the menus answer. The role claim is a hint; when it misleads,
 * the dashboard simply loads them itself.
 */
export function usePrefetchCustomerHome(): void {
  const { prefetch } = useServerState();
  const { user } = useSession();
  const partyId = user?.role === 'Customer' ? user.partyId : undefined;
  useEffect(() => {
    if (!partyId) return;
    preload(loadCustomerArea);
    prefetch(categoriesQuery());
  }, [prefetch, partyId]);
}
