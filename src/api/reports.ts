import * as z from 'zod/mini';
import type { ApiClient } from './client';
import type { QueryDefinition } from './server-state';

const reportDataEntrySchema = z.object({ Key: z.string(), Value: z.string() });

/** GET /v5/api/reports/{reportId}/entity/{EntityID} (spec §3 Report view response). */
export const reportViewSchema = z.object({
  /** Shown as the frame's title; absent or null means 'Dashboard'. */
  Name: z.optional(z.nullable(z.string())),
  /** The address to frame. Not trusted: the viewer frames http(s) only. */
  Url: z.string(),
  /** Key/Value pairs; the report viewer offers them as Date Range options. */
  Data: z.pipe(
    z.optional(z.nullable(z.array(reportDataEntrySchema))),
    z.transform((entries) => entries ?? []),
  ),
});

/** A report's view address, name and options. */
export type ReportView = z.output<typeof reportViewSchema>;

/**
 * Keys of report reads: every key starts with `['reports']`; a view's holds both ids, so changing either refetches.
 * @internal
 */
export const reportKeys = {
  all: ['reports'] as const,
  view: (reportId: number, entityId: number) => ['reports', 'view', reportId, entityId] as const,
};

/**
 * Fetches the view address of a report for a workspace entity (secure).
 * @internal
 */
export function fetchReportView(
  client: ApiClient,
  reportId: number,
  entityId: number,
  signal?: AbortSignal,
): Promise<ReportView> {
  return client.request({
    path: `/v5/api/reports/${encodeURIComponent(reportId)}/entity/${encodeURIComponent(entityId)}`,
    secure: true,
    schema: reportViewSchema,
    signal,
  });
}

/** The view address of a report for an entity. */
export function reportViewQuery(reportId: number, entityId: number): QueryDefinition<ReportView> {
  return {
    queryKey: reportKeys.view(reportId, entityId),
    queryFn: ({ client, signal }) => fetchReportView(client, reportId, entityId, signal),
    // As it always has, the viewer shows a failure at once rather than after a second wait.
    retry: false,
    // By the report's own ids: signed out, it runs and fails as signed out, which the viewer says.
    partyFree: true,
  };
}
