import { useQuery } from '@tanstack/react-query';
import { reportViewQuery } from '../../src/api/reports';
import { useApiClient } from '../../src/react';

/** The view address of a report for an entity; waits (idle) while the entity is unknown. */
export function useReportView(reportId: number, entityId: number | null | undefined) {
  const client = useApiClient();
  return useQuery({
    ...reportViewQuery(client, reportId, entityId ?? 0),
    enabled: entityId !== null && entityId !== undefined,
  });
}
