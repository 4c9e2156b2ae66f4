import { useEffect, useRef } from 'react';
import { type Failure, toFailure } from '../../src/api/api-error';
import type { EventProps } from '../../src/elements/events';
import { useSession } from '../../src/react/use-session';
import { Alert, makeStyles, Spinner, useClasses } from '../../src/ui';
import { reset } from '../../src/ui/base-styles';
import { framableAddress } from './report-address';
import { ReportFrame } from './report-frame';
import { REPORT_TEXT } from './report-text';
import { useReportView } from './use-report-view';

/** What `fg-loaded` tells the host: the report shown and the address framed. */
interface ReportLoadedDetail {
  Name: string;
  Url: string;
}

/** Events of {@link ReportViewer}. */
export type ReportViewerEvents = {
  loaded: ReportLoadedDetail;
  failed: Failure;
};

/** Props of {@link ReportViewer}. */
export interface ReportViewerProps extends EventProps<ReportViewerEvents> {
  reportId: number;
  /** The workspace entity; defaults to the active workspace's EntityID in the session. */
  entityId?: number | undefined;
}

const viewerStyles = makeStyles(() => ({
  root: { ...reset, display: 'block' },
}));

/** Framed http(s) only: a javascript: or data: address from the API counts as a failed load. */
const unframable: Failure = { message: REPORT_TEXT.error, status: 500 };

/**
 * An embedded report (spec §2 /app/reports/:reportId): fetches the view address for the report and the
 * workspace entity, refetching when either changes; 'Loading Report...', then the frame, or
 * 'Could not load dashboard - contact support'.
 */
export function ReportViewer({ reportId, entityId, onLoaded, onFailed }: ReportViewerProps) {
  const classes = useClasses(viewerStyles);
  const { navigation } = useSession();
  const entity = entityId ?? navigation.entityId;
  const view = useReportView(reportId, entity);
  const address = view.data ? framableAddress(view.data.Url) : undefined;
  // The latest callbacks, so a host passing new functions on each render does not re-announce a load.
  const events = useRef({ onLoaded, onFailed });
  events.current = { onLoaded, onFailed };

  const { data, error } = view;
  useEffect(() => {
    if (!data) return;
    const framable = framableAddress(data.Url);
    if (framable) {
      events.current.onLoaded?.({ Name: data.Name?.trim() || REPORT_TEXT.defaultTitle, Url: framable.href });
    } else events.current.onFailed?.(unframable);
  }, [data]);

  useEffect(() => {
    if (error) events.current.onFailed?.(toFailure(error));
  }, [error]);

  const failed = entity === null || view.status === 'error' || (view.data !== undefined && !address);
  return (
    <div part="root" className={classes.root} aria-busy={view.status === 'pending' && !failed}>
      {failed ? (
        <Alert variant="danger">{REPORT_TEXT.error}</Alert>
      ) : view.data && address ? (
        <ReportFrame key={`${reportId}/${entity}`} view={view.data} address={address} />
      ) : (
        <Spinner label={REPORT_TEXT.loading} showLabel />
      )}
    </div>
  );
}
