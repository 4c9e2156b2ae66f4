import { useLocation } from 'wouter';
import type { RoleMenuEntry } from '../../src/domain/workspace-navigation';
import { setActiveWorkspace } from '../../src/session';

/**
 * Spec §2 Avatar menu: choosing a workspace and role sets the active workspace, entity and menu item and
 * goes to the first page of that role's menu. The avatar menu and the employee dashboard's switcher share it.
 */
export function useChooseWorkspace(): (entry: RoleMenuEntry) => void {
  const [, navigate] = useLocation();
  return (entry) => {
    setActiveWorkspace({
      workspaceId: entry.workspace.WorkspaceID,
      entityId: entry.workspace.EntityID,
      menuItemId: entry.roleMenu.MenuItemID,
    });
    navigate(entry.path);
  };
}
