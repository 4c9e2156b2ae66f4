import { fetchReportView, reportKeys } from '../../src/api/reports';
import { useApiClient } from '../../src/react/api-client-context';
import { useResource } from '../../src/react/use-resource';

/** The view address of a report for an entity; waits (idle) while the entity is unknown. */
export function useReportView(reportId: number, entityId: number | null | undefined) {
  const client = useApiClient();
  const entity = entityId ?? 0;
  return useResource(
    reportKeys.view(reportId, entity),
    (signal) => fetchReportView(client, reportId, entity, signal),
    entityId !== null && entityId !== undefined,
  );
}
