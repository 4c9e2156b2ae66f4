import { reportViewQuery } from '../../src/api/reports';
import { useServerQuery } from '../../src/react/server-query';

/** The view address of a report for an entity; waits while the entity is unknown. */
export function useReportView(reportId: number, entityId: number | null | undefined) {
  return useServerQuery(reportViewQuery(reportId, entityId ?? 0), {
    enabled: entityId !== null && entityId !== undefined,
  });
}
