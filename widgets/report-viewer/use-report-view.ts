import { reportViewQuery } from '../../src/api/reports';
import { useServerQuery } from '../../src/react/server-query';
import { useApiClient } from '../../src/react/widget-context';

/** The view address of a report for an entity; waits while the entity is unknown. */
export function useReportView(reportId: number, entityId: number | null | undefined) {
  const client = useApiClient();
  return useServerQuery(reportViewQuery(client, reportId, entityId ?? 0), {
    enabled: entityId !== null && entityId !== undefined,
  });
}
