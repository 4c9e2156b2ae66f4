/** The employee pages and reports: one chunk, loaded when one of them is first opened. */
export { ReportsPage } from '../pages/reports-page';
export { EmployeeDashboardPage } from './employee-dashboard-page';
export { EmployeeSettingsPage } from './employee-settings-page';
