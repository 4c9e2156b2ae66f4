import { describe, expect, it } from 'vitest';
import {
  NEW_USER_PARTY_ID,
  NEW_USER_USERNAME,
  SIPHO_PARTY_ID,
  THANDI_PARTY_ID,
  THANDI_USERNAME,
} from '../fixtures/ids';
import type { Category, LowerCasePanelSummary, PanelSummary, ProductList } from '../model/dashboard';
import { testSandbox } from '../testing/api-client';

const base = `/v3/api/NebulaDashboard/${THANDI_PARTY_ID}`;

describe('dashboard', () => {
  it('lists the categories', async () => {
    const { api } = testSandbox();
    const token = await api.tokenOf(THANDI_USERNAME);
    const { body } = await api.get<Category[]>('/v3/api/NebulaDashboard/Categories', { token });
    expect(body.map((category) => category.NavigationItemID)).toEqual([1, 5, 6, 99, 157]);
    expect(body.find((category) => category.NavigationItemID === 5)?.NavigationText).toBe('Group Solutions');
  });

  it("splits Thandi's wealth products into available and missing", async () => {
    const { api } = testSandbox();
    const token = await api.tokenOf(THANDI_USERNAME);
    const { body } = await api.get<ProductList>(`${base}/1/products`, { token });
    expect(body.availableProducts.map((product) => product.NavigationItemID)).toEqual([2, 86, 110, 14]);
    expect(body.availableProducts.every((product) => product.Available)).toBe(true);
    expect(body.missingProducts.map((product) => product.CODE)).toEqual([
      'TAXFREESAVINGS',
      'SETTLEMENTTRUST',
      'INDIVIDUALRISK',
      'UNCLAIMEDFUND',
    ]);
    expect(body.missingProducts[0]).toMatchObject({
      Available: false,
      ProductText: 'Tax-free Savings',
      ProductInstanceID: null,
    });
    const ventures = await api.get<ProductList>(`${base}/products/venture`, { token });
    expect(ventures.body.availableProducts.map((product) => product.NavigationItemID)).toEqual([100]);
  });

  it('offers everything as missing to a new user', async () => {
    const { api } = testSandbox();
    const token = await api.tokenOf(NEW_USER_USERNAME);
    for (const category of [1, 5, 6, 99]) {
      const { body } = await api.get<ProductList>(
        `/v3/api/NebulaDashboard/${NEW_USER_PARTY_ID}/${category}/products`,
        { token },
      );
      expect(body.availableProducts).toEqual([]);
      expect(body.missingProducts.length).toBeGreaterThan(0);
    }
    const balance = await api.get(`/v3/api/NebulaDashboard/${NEW_USER_PARTY_ID}/groupbalance/1`, { token });
    // Nothing held: no balance, which the portal shows as such rather than as R0.00.
    expect(balance.body).toEqual({ Balance: null, ProductMappingID: 1 });
  });

  it("serves Thandi's group life summary in the spec's lower-case shape: name, blocks of lines, productDescription", async () => {
    const { api } = testSandbox();
    const token = await api.tokenOf(THANDI_USERNAME);
    const summary = await api.get<LowerCasePanelSummary>(`${base}/summary/29`, { token });
    expect(summary.body).toMatchObject({
      NavigationItemID: 29,
      name: 'Group Life Cover',
      productDescription: 'Through Sizwe Engineering (Pty) Ltd',
    });
    expect(summary.body).not.toHaveProperty('Name');
    expect(summary.body.blocks[0]).toEqual({
      label: 'Cover amount',
      value: 'R 1 850 000.00',
      info: '3 times annual salary',
    });
  });

  it('serves summaries, overviews with tables, details and balances', async () => {
    const { api } = testSandbox();
    const token = await api.tokenOf(THANDI_USERNAME);
    const summary = await api.get<PanelSummary>(`${base}/summary/2`, { token });
    expect(summary.body).toMatchObject({ NavigationItemID: 2, ShowName: true, Balance: 268412.5 });
    expect(summary.body.Blocks[0]?.PanelDataList[0]).toEqual({
      label: 'Current value',
      value: 'R 268 412.50',
      info: null,
    });

    const venture = await api.get<{ PanelSummaries: PanelSummary[]; TableViews: { Columns: unknown[] }[] }>(
      `${base}/overview/100`,
      { token },
    );
    expect(venture.body.PanelSummaries[0]?.Blocks.map((block) => block.Title)).toEqual([
      'Summary',
      'Environmental benefits',
    ]);
    expect(venture.body.TableViews[0]?.Columns).toEqual([
      { title: 'Month', name: 'month' },
      { title: 'Energy (kWh)', name: 'energy' },
      { title: 'Income', name: 'income' },
    ]);

    const detail = await api.get(`${base}/detail/86/700102`, { token });
    expect(detail.body).toMatchObject({
      Name: 'Unit Trust Portfolio',
      TableViews: [expect.objectContaining({ Title: 'Fund holdings' })],
    });
    expect((await api.get(`${base}/detail/86/1`, { token })).status).toBe(404);

    expect((await api.get(`${base}/groupbalance/99`, { token })).body).toEqual({
      Balance: 45000,
      ProductMappingID: 99,
    });
    expect((await api.get(`${base}/groupbalance/2`, { token })).body).toEqual({
      Balance: 268412.5,
      ProductMappingID: 700101,
    });
    const navigation = await api.get<{ Children: unknown[] }[]>('/v3/api/navigation/structure', { token });
    expect(navigation.body[0]?.Children.length).toBeGreaterThan(3);
  });

  it('answers 404 for a product the party does not own and an unknown category', async () => {
    const { api } = testSandbox();
    const token = await api.tokenOf(THANDI_USERNAME);
    const missing = await api.get(`${base}/summary/31`, { token });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ IsError: true, StatusCode: 404 });
    expect((await api.get(`${base}/7/products`, { token })).status).toBe(404);
    expect((await api.get(`${base}/products/spaceships`, { token })).status).toBe(404);
  });

  it('needs a token and the own party', async () => {
    const { api } = testSandbox();
    const token = await api.tokenOf(THANDI_USERNAME);
    expect((await api.get('/v3/api/NebulaDashboard/Categories')).status).toBe(401);
    expect((await api.get(`/v3/api/NebulaDashboard/${SIPHO_PARTY_ID}/1/products`, { token })).status).toBe(
      403,
    );
  });
});
