import { useState } from 'react';
import { useParams } from 'wouter';
import { Alert } from '../../src/ui';
import { PageTitle } from '../../src/ui/page-title';
import { REPORT_TEXT, ReportViewer } from '../../widgets/report-viewer';
import { usePageTitle } from '../use-page-title';

const REPORT_ID = /^[1-9]\d{0,9}$/;

/**
 * /app/reports/:reportId (spec §2): the report for the active workspace's EntityID, refetched when
 * either changes. The page is titled with the report's name once it is known.
 */
export function ReportsPage() {
  const { reportId = '' } = useParams<{ reportId: string }>();
  const [loaded, setLoaded] = useState<{ reportId: string; name: string } | undefined>();
  const name = loaded?.reportId === reportId ? loaded.name : undefined;
  usePageTitle(name ?? 'Report');
  const valid = REPORT_ID.test(reportId);
  return (
    <>
      <PageTitle>{name ?? 'Report'}</PageTitle>
      {valid ? (
        <ReportViewer
          reportId={Number(reportId)}
          onLoaded={(report) => setLoaded({ reportId, name: report.Name })}
        />
      ) : (
        <Alert variant="danger">{REPORT_TEXT.error}</Alert>
      )}
    </>
  );
}
