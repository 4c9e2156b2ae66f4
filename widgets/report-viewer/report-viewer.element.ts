import * as z from 'zod/mini';
import { positiveWholeNumberAttribute } from '../../src/elements/attribute-schemas';
import { clientNow } from '../../src/elements/client-now';
import { defineWidget } from '../../src/elements/define-widget';
import { pageSessionAuthPort } from '../../src/session/page-session-auth-port';
import { ReportViewer, type ReportViewerEvents } from './report-viewer';

const reportViewerAttributes = z.object({
  reportId: positiveWholeNumberAttribute('report-id'),
  entityId: z.optional(positiveWholeNumberAttribute('entity-id')),
});

/**
 * An embedded report: fetches the report's view address for a workspace entity (a secure call, so the
 * page's visitor must be signed in), then frames it (height 700) with an optional Date Range dropdown.
 *
 * @tag fg-report-viewer
 * @component ReportViewer
 * @attr {`${number}`} report-id - The report to show (a positive whole number). Required.
 * @attr {`${number}`} entity-id - The workspace entity to report on; defaults to the signed-in user's active workspace EntityID.
 * @attr nonce - The page's CSP nonce for the widget's style tags (or a `<meta name="csp-nonce">`).
 * @event {{ Name: string; Url: string }} fg-loaded - The report's address arrived and is framed.
 * @event {{ message: string; status: number }} fg-failed - The report could not be loaded.
 * @csspart root - The widget's outer box.
 * @csspart date-range - The Date Range dropdown (also `field`, `label`, `select`).
 * @csspart frame - The report's iframe.
 * @csspart alert - The 'Could not load dashboard - contact support' message.
 * @cssproperty --fg-color-text - Text colour (default #1F1F29).
 * @cssproperty --fg-color-divider - Border around the frame (default #E2E2E8).
 * @cssproperty --fg-color-danger - The error message (default #B3261E).
 * @cssproperty --fg-color-focus - Focus ring colour (default #8A0C45).
 * @cssproperty --fg-font-family - Font of the widget (default Figtree where the page has loaded it, else the system UI font).
 * @cssproperty --fg-font-size - Base font size (default 16px).
 * @cssproperty --fg-radius - Corner radius of the frame and dropdown (default 6px).
 */
defineWidget<typeof reportViewerAttributes, ReportViewerEvents>({
  tag: 'fg-report-viewer',
  client: clientNow,
  component: ReportViewer,
  attributes: reportViewerAttributes,
  events: ['loaded', 'failed'],
  auth: pageSessionAuthPort,
});
