import { workspacesQuery } from '../api/workspaces';
import { useServerQuery } from './server-query';

/** The signed-in party's workspaces and their menus (spec §4 Workspaces); waits while signed out. */
export function useWorkspaces() {
  return useServerQuery(workspacesQuery());
}
