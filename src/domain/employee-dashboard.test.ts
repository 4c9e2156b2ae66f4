import { expect, it } from 'vitest';
import {
  COVID19_DASHBOARD_ENTITY_ID,
  EMPLOYEE_DASHBOARD_REPORT_IDS,
  employeeDashboardReportId,
} from './employee-dashboard';

it('gives the covid-19 workspace its dashboard and every other workspace the solar-operations one', () => {
  expect(employeeDashboardReportId(COVID19_DASHBOARD_ENTITY_ID)).toBe(EMPLOYEE_DASHBOARD_REPORT_IDS.covid19);
  expect(employeeDashboardReportId(5120)).toBe(EMPLOYEE_DASHBOARD_REPORT_IDS.solarOperations);
  expect(employeeDashboardReportId(null)).toBe(EMPLOYEE_DASHBOARD_REPORT_IDS.solarOperations);
});
