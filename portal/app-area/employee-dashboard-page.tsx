import { employeeDashboardReportId } from '../../src/domain/employee-dashboard';
import { useSession } from '../../src/react/use-session';
import { useWorkspaces } from '../../src/react/use-workspaces';
import { PageTitle } from '../../src/ui/page-title';
import { ReportViewer } from '../../widgets/report-viewer';
import { usePageTitle } from '../use-page-title';
import { activeWorkspace } from './active-workspace';
import { WorkspaceHeading } from './workspace-heading';

/**
 * Spec §2 /app/employee/dashboard: the covid-19 dashboard for its workspace entity, the
 * solar-operations dashboard for any other, embedded through the report viewer, under the
 * workspace's name with its switcher (review M8).
 */
export function EmployeeDashboardPage() {
  const { navigation } = useSession();
  const workspaces = useWorkspaces();
  const workspace = workspaces.data ? activeWorkspace(workspaces.data, navigation.workspaceId) : undefined;
  usePageTitle(workspace ? `Dashboard - ${workspace.DisplayText}` : 'Dashboard');
  return (
    <>
      {workspaces.data ? (
        <WorkspaceHeading
          data={workspaces.data}
          workspaceId={navigation.workspaceId}
          menuItemId={navigation.menuItemId}
          fallback="Dashboard"
        />
      ) : (
        <PageTitle>Dashboard</PageTitle>
      )}
      <ReportViewer reportId={employeeDashboardReportId(navigation.entityId)} />
    </>
  );
}
