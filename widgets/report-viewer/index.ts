/** Report viewer: the embedded report of the portal's /app/reports/:reportId page. */

export { REPORT_TEXT } from './report-text';
export {
  ReportViewer,
  type ReportViewerProps,
} from './report-viewer';
