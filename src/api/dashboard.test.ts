import { describe, expect, it } from 'vitest';
import { THANDI_PARTY_ID, THANDI_USERNAME } from '../../sandbox/app';
import { setupSandbox } from '../../sandbox/msw';
import { createConfig } from '../config';
import { read } from '../react/test/run-definition';
import { createApiClient } from './client';
import {
  balanceQuery,
  categoriesQuery,
  detailQuery,
  overviewQuery,
  productOverviewSchema,
  productsQuery,
  summaryQuery,
} from './dashboard';
import { fakeAuth } from './test/test-support';

const sandbox = setupSandbox();

async function thandiClient() {
  const accessToken = await sandbox.tokenFor(THANDI_USERNAME);
  const { port } = fakeAuth({ accessToken, partyId: THANDI_PARTY_ID, username: THANDI_USERNAME });
  return createApiClient({ config: createConfig(sandbox.origin), auth: port });
}

describe('dashboard calls', () => {
  it('reads the categories', async () => {
    const categories = await read(categoriesQuery(), await thandiClient());
    expect(categories.map((category) => category.NavigationItemID)).toEqual([1, 5, 6, 99, 157]);
  });

  it("reads a category's products with [partyId] filled in from the seam's party", async () => {
    const list = await read(productsQuery(1), await thandiClient());
    expect(list.availableProducts.map((product) => product.NavigationItemID)).toEqual([2, 86, 110, 14]);
    expect(list.missingProducts.map((product) => product.CODE)).toContain('TAXFREESAVINGS');
    const [call] = sandbox.received.list();
    expect(call?.path).toBe(`/v3/api/NebulaDashboard/${THANDI_PARTY_ID}/1/products`);
  });

  it('reads a summary, an overview, a detail and balances', async () => {
    const client = await thandiClient();
    const summary = await read(summaryQuery(2), client);
    expect(summary).toMatchObject({ Name: '5-Year Fixed Secured Investment', Balance: 268412.5 });
    expect(summary.Blocks[0]?.PanelDataList[0]).toEqual({
      label: 'Current value',
      value: 'R 268 412.50',
      info: null,
    });
    const overview = await read(overviewQuery(100), client);
    expect(overview.PanelSummaries[0]?.Blocks.map((block) => block.Title)).toEqual([
      'Summary',
      'Environmental benefits',
    ]);
    expect(overview.TableViews[0]?.Rows[0]).toEqual({ month: 'Mar 2026', energy: 4812, income: 'R 441.20' });
    const detail = await read(detailQuery(86, 700102), client);
    expect(detail.TableViews[0]?.Columns.map((column) => column.title)).toEqual([
      'Fund',
      'Units',
      'Price',
      'Value',
    ]);
    expect(await read(balanceQuery(1), client)).toEqual({ Balance: 1112308.39, ProductMappingID: 1 });
  });

  it("reads a summary in the spec's lower-case shape (name, blocks, productDescription) as the PascalCase one", async () => {
    const client = await thandiClient();
    // The sandbox serves Thandi's group life cover (29) in that shape.
    const lower = await read(summaryQuery(29), client);
    expect(lower).toMatchObject({
      NavigationItemID: 29,
      Name: 'Group Life Cover',
      PanelSummaryDescription: 'Through Sizwe Engineering (Pty) Ltd',
      ShowName: true,
    });
    expect(lower.Blocks).toEqual([
      {
        Title: null,
        PanelDataList: [
          { label: 'Cover amount', value: 'R 1 850 000.00', info: '3 times annual salary' },
          { label: 'Beneficiaries', value: '2 nominated', info: null },
          { label: 'Policy number', value: 'GLC-0045821', info: null },
        ],
      },
    ]);
    const overview = await read(overviewQuery(29), client);
    expect(overview.PanelSummaries[0]?.Name).toBe('Group Life Cover');
    const detail = await read(detailQuery(29, 700105), client);
    expect(detail.Blocks[0]?.PanelDataList[0]?.value).toBe('R 1 850 000.00');
  });

  it('prefers a PascalCase field where an answer sends both shapes', () => {
    const both = productOverviewSchema.parse({
      PanelSummaries: [
        { NavigationItemID: 1, Name: 'Pascal', name: 'lower', blocks: [{ label: 'A', value: 1 }] },
      ],
    });
    expect(both.PanelSummaries[0]).toMatchObject({
      Name: 'Pascal',
      Blocks: [{ Title: null, PanelDataList: [{ label: 'A', value: '1', info: null }] }],
    });
  });

  it('takes table cells as text, numbers or null and refuses anything else', () => {
    const overview = (row: unknown) => ({ TableViews: [{ Columns: [], Rows: [row] }] });
    expect(productOverviewSchema.safeParse(overview({ a: 'R 1', b: 2, c: null })).success).toBe(true);
    for (const bad of [{ a: { nested: 1 } }, { a: [1] }, { a: true }, ['R 1'], 'R 1', null]) {
      expect(productOverviewSchema.safeParse(overview(bad)).success).toBe(false);
    }
  });

  it('turns a failure into an ApiError with the server message', async () => {
    await expect(read(summaryQuery(31), await thandiClient())).rejects.toMatchObject({
      status: 404,
      message: 'The party has no product for navigation item 31.',
    });
  });
});
