/** Report viewer: the embedded report of the portal's /app/reports/:reportId page. */

export type { Failure } from '../../src/api/api-error';
export type { ReportDataEntry, ReportView } from '../../src/api/reports';
export { DATE_RANGE_PARAM, framableAddress, withDateRange } from './report-address';
export { REPORT_TEXT } from './report-text';
export {
  type ReportLoadedDetail,
  ReportViewer,
  type ReportViewerEvents,
  type ReportViewerProps,
} from './report-viewer';
