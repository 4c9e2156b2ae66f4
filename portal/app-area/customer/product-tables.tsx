import { toFailure } from '../../../src/api/api-error';
import { detailQuery, overviewQuery, type TableView as TableViewData } from '../../../src/api/dashboard';
import { useServerQuery, useSession } from '../../../src/react';
import { Alert, Spinner } from '../../../src/ui';
import { PanelBlocks } from './panel-blocks';
import { TableView } from './table-view';

function Tables({ tables }: { tables: readonly TableViewData[] }) {
  return (
    <>
      {tables.map((table, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: tables have no id; titles may repeat.
        <TableView key={`${table.Title ?? ''}-${index}`} table={table} />
      ))}
    </>
  );
}

/**
 * A product's tables from its detail call, loaded when its accordion opens and dropped when it
 * closes, so opening again loads afresh.
 */
export function DetailTables({
  navigationItemId,
  productInstanceId,
}: {
  navigationItemId: number;
  productInstanceId: number;
}) {
  const { user } = useSession();
  const detail = useServerQuery(detailQuery(navigationItemId, productInstanceId), {
    enabled: Boolean(user),
    resetOnUnmount: true,
  });
  if (detail.status === 'error') return <Alert variant="danger">{toFailure(detail.error).message}</Alert>;
  if (!detail.data) return <Spinner label="Loading details" showLabel />;
  return <Tables tables={detail.data.TableViews} />;
}

/**
 * A product's overview (spec §3 Product overview) — its panels (a venture's include environmental
 * benefits) and tables — loaded on open and dropped on close like {@link DetailTables}.
 */
export function ProductOverviewPanel({ id }: { id: number }) {
  const { user } = useSession();
  const overview = useServerQuery(overviewQuery(id), {
    enabled: Boolean(user),
    resetOnUnmount: true,
  });
  if (overview.status === 'error') return <Alert variant="danger">{toFailure(overview.error).message}</Alert>;
  if (!overview.data) return <Spinner label="Loading overview" showLabel />;
  return (
    <>
      {overview.data.PanelSummaries.map((panel, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: panels have no id of their own.
        <PanelBlocks key={`${panel.NavigationItemID}-${index}`} blocks={panel.Blocks} headingLevel={3} />
      ))}
      <Tables tables={overview.data.TableViews} />
    </>
  );
}
