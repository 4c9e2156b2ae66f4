import type { PanelSummary } from '../../../src/api/dashboard';
import { useClasses } from '../../../src/ui';
import { customerStyles } from './customer-styles';
import { PanelBlocks } from './panel-blocks';

/** An accordion's content made of the product's summary alone: its description and blocks. */
export function SummaryPanel({ summary }: { summary: PanelSummary }) {
  const classes = useClasses(customerStyles);
  return (
    <div className={classes.panel}>
      {summary.PanelSummaryDescription && <p className={classes.muted}>{summary.PanelSummaryDescription}</p>}
      <PanelBlocks blocks={summary.Blocks} headingLevel={3} />
    </div>
  );
}
