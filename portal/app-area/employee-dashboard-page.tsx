import { employeeDashboardReportId } from '../../src/domain/employee-dashboard';
import { useSession } from '../../src/react/use-session';
import { PageTitle } from '../../src/ui/page-title';
import { ReportViewer } from '../../widgets/report-viewer';
import { usePageTitle } from '../use-page-title';

/**
 * Spec §2 /app/employee/dashboard: the covid-19 dashboard for its workspace entity, the
 * solar-operations dashboard for any other, embedded through the report viewer.
 */
export function EmployeeDashboardPage() {
  usePageTitle('Dashboard');
  const { navigation } = useSession();
  return (
    <>
      <PageTitle>Dashboard</PageTitle>
      <ReportViewer reportId={employeeDashboardReportId(navigation.entityId)} />
    </>
  );
}
