import type { Context } from 'hono';
import { Hono } from 'hono';
import { categories, categoryTypes } from '../fixtures/catalogue';
import { notFound } from '../http/api-error';
import type { RouteDeps } from '../http/deps';
import type { SandboxEnv } from '../http/env';
import { V3 } from '../http/paths';
import type { Holding } from '../model/dashboard';
import {
  categoryBalance,
  isCategory,
  navigationStructure,
  panelSummary,
  productList,
  productOverview,
} from '../support/dashboard-view';

/** Dashboard (v3 NebulaDashboard): categories, product lists, summaries, overviews and balances. */
export function dashboardRoutes({ guards }: RouteDeps) {
  const app = new Hono<SandboxEnv>();
  const { secure, currentParty } = guards;
  const base = `${V3}/NebulaDashboard/:partyId{\\d+}`;

  function holdingFor(c: Context<SandboxEnv>, navigationItemId: number): Holding {
    const holding = currentParty(c).holdings.find(
      (candidate) => candidate.navigationItemId === navigationItemId,
    );
    if (!holding) throw notFound(`The party has no product for navigation item ${navigationItemId}.`);
    return holding;
  }

  app.get(`${V3}/NebulaDashboard/Categories`, secure, (c) => c.json(categories));

  app.get(`${base}/:categoryId{\\d+}/products`, secure, (c) => {
    const categoryId = Number(c.req.param('categoryId'));
    if (!isCategory(categoryId)) throw notFound(`Unknown category ${categoryId}.`);
    return c.json(productList(currentParty(c).holdings, categoryId));
  });

  app.get(`${base}/products/:type`, secure, (c) => {
    const type = c.req.param('type').toLowerCase();
    const categoryId = /^\d+$/.test(type) ? Number(type) : categoryTypes[type.replace(/[^a-z]/g, '')];
    if (categoryId === undefined || !isCategory(categoryId)) throw notFound(`Unknown product type ${type}.`);
    return c.json(productList(currentParty(c).holdings, categoryId));
  });

  app.get(`${base}/summary/:navigationItemId{\\d+}`, secure, (c) =>
    c.json(panelSummary(holdingFor(c, Number(c.req.param('navigationItemId'))))),
  );

  app.get(`${base}/overview/:id{\\d+}`, secure, (c) => {
    const id = Number(c.req.param('id'));
    const holding =
      currentParty(c).holdings.find((candidate) => candidate.productInstanceId === id) ?? holdingFor(c, id);
    return c.json(productOverview(holding));
  });

  app.get(`${base}/detail/:navigationItemId{\\d+}/:productInstanceId{\\d+}`, secure, (c) => {
    const productInstanceId = Number(c.req.param('productInstanceId'));
    const holding = holdingFor(c, Number(c.req.param('navigationItemId')));
    if (holding.productInstanceId !== productInstanceId) {
      throw notFound(`The party has no product instance ${productInstanceId}.`);
    }
    return c.json({ ...panelSummary(holding), TableViews: holding.table ? [holding.table] : [] });
  });

  app.get(`${base}/groupbalance/:id{\\d+}`, secure, (c) => {
    const id = Number(c.req.param('id'));
    if (isCategory(id)) {
      return c.json({ Balance: categoryBalance(currentParty(c).holdings, id), ProductMappingID: id });
    }
    const holding = holdingFor(c, id);
    return c.json({ Balance: holding.balance, ProductMappingID: holding.productInstanceId });
  });

  app.get(`${V3}/navigation/structure`, secure, (c) => c.json(navigationStructure()));

  return app;
}
