import { workspacesQuery } from '../api/workspaces';
import { useServerQuery } from './server-query';
import { useSession } from './use-session';
import { useApiClient } from './widget-context';

/** The signed-in party's workspaces and their menus (spec §4 Workspaces); waits while signed out. */
export function useWorkspaces() {
  const client = useApiClient();
  const { user } = useSession();
  return useServerQuery(workspacesQuery(client, user?.partyId ?? ''), { enabled: Boolean(user) });
}
