import type { Workspace, WorkspacesWithMenus } from '../../src/api/workspaces';
import { roleMenuEntries } from '../../src/domain/workspace-navigation';

/** The workspace the session points at, else the default one, else the first. */
export function activeWorkspace(
  data: WorkspacesWithMenus,
  workspaceId: number | null,
): Workspace | undefined {
  return (
    data.workspaces.find((workspace) => workspace.WorkspaceID === workspaceId) ??
    data.workspaces.find((workspace) => workspace.IsDefault) ??
    data.workspaces[0]
  );
}

/** The role menus (by display text) the user has in a workspace. */
export function roleNamesIn(data: WorkspacesWithMenus, workspaceId: number): string[] {
  return roleMenuEntries(data)
    .filter((entry) => entry.workspace.WorkspaceID === workspaceId)
    .map((entry) => entry.roleMenu.DisplayText);
}
