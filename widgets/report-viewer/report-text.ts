/** Texts of the report viewer; loading and error are the spec's own (§2 /app/reports, §8 Report error). */
export const REPORT_TEXT = {
  loading: 'Loading Report...',
  error: 'Could not load dashboard - contact support',
  defaultTitle: 'Dashboard',
  dateRange: 'Date Range',
  defaultRange: 'Default range',
} as const;
