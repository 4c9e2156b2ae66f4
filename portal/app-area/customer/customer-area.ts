/** The customer pages: one chunk, loaded when a customer page is first opened. */
export { AccountsPage } from './accounts-page';
export { CustomerDashboardPage } from './customer-dashboard-page';
export { EmployeeBenefitsPage } from './employee-benefits-page';
export { InvestmentsPage } from './investments-page';
export { MemberPortalSuccessPage } from './member-portal-success-page';
export { VenturesPage } from './ventures-page';
export { WillsAndTrustsPage } from './wills-and-trusts-page';
