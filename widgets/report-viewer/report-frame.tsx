import { useState } from 'react';
import type { ReportView } from '../../src/api/reports';
import { REPORT_FRAME_HEIGHT } from '../../src/domain';
import { color, makeStyles, radius, Select, space, useClasses } from '../../src/ui';
import { reset } from '../../src/ui/base-styles';
import { withDateRange } from './report-address';
import { REPORT_TEXT } from './report-text';

/** Props of {@link ReportFrame}. */
export interface ReportFrameProps {
  view: ReportView;
  /** The view's Url, already checked to be http(s). */
  address: URL;
}

const frameStyles = makeStyles(() => ({
  root: { ...reset, display: 'flex', flexDirection: 'column', gap: space[3] },
  range: { ...reset, display: 'block', maxWidth: '20rem' },
  frame: {
    ...reset,
    display: 'block',
    width: '100%',
    border: `1px solid ${color.divider}`,
    borderRadius: radius,
    backgroundColor: color.background,
  },
}));

// What report services need; top navigation stays blocked. Same-origin access is added only for
// another origin: on the page's own origin, allow-same-origin beside allow-scripts would let the frame
// reach into the page and remove its own sandbox, so such a frame runs in an opaque origin instead.
const FRAME_SANDBOX = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads';

/** The embedded report (height 700, titled by its name), with a Date Range dropdown when the view offers ranges. */
export function ReportFrame({ view, address }: ReportFrameProps) {
  const classes = useClasses(frameStyles);
  const [range, setRange] = useState('');
  const chosen = range === '' ? undefined : view.Data[Number(range)]?.Value;
  return (
    <div className={classes.root}>
      {view.Data.length > 0 && (
        <div part="date-range" className={classes.range}>
          <Select
            label={REPORT_TEXT.dateRange}
            placeholder={REPORT_TEXT.defaultRange}
            options={view.Data.map((entry, index) => ({ value: String(index), label: entry.Key }))}
            value={range}
            onChange={(event) => setRange(event.target.value)}
          />
        </div>
      )}
      <iframe
        title={view.Name?.trim() || REPORT_TEXT.defaultTitle}
        src={withDateRange(address, chosen)}
        height={REPORT_FRAME_HEIGHT}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox={FRAME_SANDBOX + (address.origin === location.origin ? '' : ' allow-same-origin')}
        part="frame"
        className={classes.frame}
      />
    </div>
  );
}
