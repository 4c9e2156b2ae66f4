import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { defaultEntry } from '../../src/domain/workspace-navigation';
import { useWorkspaces } from '../../src/react/use-workspaces';
import { setActiveWorkspace } from '../../src/session';
import { Alert, Button, Spinner } from '../../src/ui';
import { usePageTitle } from '../use-page-title';
import { usePrefetchCustomerHome } from './use-prefetch-customer-home';

/** Spec §2: /app sends the user to the first child menu item of the default workspace. */
export function AppHome() {
  usePageTitle('Your workspace');
  const [, navigate] = useLocation();
  const workspaces = useWorkspaces();
  usePrefetchCustomerHome();
  const entry = workspaces.data ? defaultEntry(workspaces.data) : undefined;

  useEffect(() => {
    if (!entry) return;
    setActiveWorkspace({
      workspaceId: entry.workspace.WorkspaceID,
      entityId: entry.workspace.EntityID,
      menuItemId: entry.roleMenu.MenuItemID,
    });
    navigate(entry.path, { replace: true });
  }, [entry, navigate]);

  if (workspaces.status === 'error') {
    return (
      <Alert variant="danger" title="We could not load your workspace">
        <p>{workspaces.error.message}</p>
        <Button onClick={() => workspaces.refetch()}>Try again</Button>
      </Alert>
    );
  }
  if (workspaces.data && !entry) {
    return (
      <Alert variant="info" title="No workspace yet">
        Your profile has no workspace set up yet. Please contact us and we will sort it out.
      </Alert>
    );
  }
  return <Spinner label="Loading your workspace" showLabel />;
}
