import * as z from 'zod/mini';
import type { Failure } from '../../src/api/api-error';
import { positiveWholeNumberAttribute } from '../../src/elements/attribute-schemas';
import { defineWidget } from '../../src/elements/define-widget';
import type { FgElementProps } from '../../src/elements/events';
import { sessionAuthPort } from '../../src/session';
import { type ReportLoadedDetail, ReportViewer, type ReportViewerEvents } from './report-viewer';

const reportViewerAttributes = z.object({
  reportId: positiveWholeNumberAttribute('report-id'),
  entityId: z.optional(positiveWholeNumberAttribute('entity-id')),
});

/**
 * An embedded report: fetches the report's view address for a workspace entity (a secure call, so the
 * page's visitor must be signed in), then frames it (height 700) with an optional Date Range dropdown.
 *
 * @tag fg-report-viewer
 * @attr report-id - The report to show (a positive whole number). Required.
 * @attr entity-id - The workspace entity to report on; defaults to the signed-in user's active workspace EntityID.
 * @attr nonce - The page's CSP nonce for the widget's style tags (or a `<meta name="csp-nonce">`).
 * @event fg-loaded - The report's address arrived and is framed (detail: { Name: string, Url: string }).
 * @event fg-failed - The report could not be loaded (detail: { message: string, status: number }).
 * @csspart root - The widget's outer box.
 * @csspart date-range - The Date Range dropdown (also `field`, `label`, `select`).
 * @csspart frame - The report's iframe.
 * @csspart alert - The 'Could not load dashboard - contact support' message.
 * @cssproperty --fg-color-text - Text colour (default #1F1F29).
 * @cssproperty --fg-color-divider - Border around the frame (default #E2E2E8).
 * @cssproperty --fg-color-danger - The error message (default #B3261E).
 * @cssproperty --fg-color-focus - Focus ring colour (default #8A0C45).
 * @cssproperty --fg-font-family - Font of the widget (default the system UI font).
 * @cssproperty --fg-font-size - Base font size (default 16px).
 * @cssproperty --fg-radius - Corner radius of the frame and dropdown (default 6px).
 */
defineWidget<typeof reportViewerAttributes, ReportViewerEvents>({
  tag: 'fg-report-viewer',
  component: ReportViewer,
  attributes: reportViewerAttributes,
  events: ['loaded', 'failed'],
  auth: sessionAuthPort,
});

declare global {
  interface HTMLElementTagNameMap {
    'fg-report-viewer': HTMLElement;
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'fg-report-viewer': FgElementProps & {
        'report-id': string;
        'entity-id'?: string;
        'onfg-loaded'?: (event: CustomEvent<ReportLoadedDetail>) => void;
        'onfg-failed'?: (event: CustomEvent<Failure>) => void;
      };
    }
  }
}
