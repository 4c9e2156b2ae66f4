import { useQuery } from '@tanstack/react-query';
import { fetchWorkspacesWithMenus, workspaceKeys } from '../api/workspaces';
import { useApiClient } from './api-client-context';
import { useSession } from './use-session';

/** The signed-in party's workspaces and their menus (spec §4 Workspaces); idle when signed out. */
export function useWorkspaces() {
  const client = useApiClient();
  const { user } = useSession();
  return useQuery({
    queryKey: workspaceKeys.forParty(user?.partyId ?? ''),
    queryFn: () => fetchWorkspacesWithMenus(client),
    enabled: Boolean(user),
    staleTime: 5 * 60_000,
  });
}
