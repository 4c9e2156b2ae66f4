/**
 * The workspace entity whose employee dashboard is the covid-19 one (spec §2 /app/employee/dashboard).
 * @internal
 */
export const COVID19_DASHBOARD_ENTITY_ID = 4417;

/**
 * Report ids of the two employee dashboards, opened through the report viewer.
 * @internal
 */
export const EMPLOYEE_DASHBOARD_REPORT_IDS = { covid19: 31, solarOperations: 32 } as const;

/** The covid-19 dashboard for its workspace entity, the solar-operations dashboard for any other. */
export function employeeDashboardReportId(entityId: number | null): number {
  return entityId === COVID19_DASHBOARD_ENTITY_ID
    ? EMPLOYEE_DASHBOARD_REPORT_IDS.covid19
    : EMPLOYEE_DASHBOARD_REPORT_IDS.solarOperations;
}
