import type { Context } from 'hono';
import { Hono } from 'hono';
import { reportDateRanges, reports } from '../fixtures/workspaces';
import { forbidden, notFound } from '../http/api-error';
import type { RouteDeps } from '../http/deps';
import type { SandboxEnv } from '../http/env';
import { V5 } from '../http/paths';
import type { Menu, Workspace } from '../model/workspace';

/** Workspaces, their menus and report view addresses (web API v5). */
export function workspaceRoutes({ store, guards, publicOrigin }: RouteDeps) {
  const app = new Hono<SandboxEnv>();
  const { secure, currentParty } = guards;

  function ownWorkspaces(c: Context<SandboxEnv>): Workspace[] {
    return currentParty(c)
      .workspaceIds.map((id) => store.state.workspaces.get(id))
      .filter((workspace): workspace is Workspace => workspace !== undefined);
  }

  app.get(`${V5}/Parties/:partyId{\\d+}/workspaces`, secure, (c) => c.json(ownWorkspaces(c)));

  app.get(`${V5}/workspaces/:workspaceId{\\d+}/workspacemenuitems`, secure, (c) => {
    const workspaceId = Number(c.req.param('workspaceId'));
    const menu = store.state.menus.get(workspaceId);
    if (!menu) throw notFound(`Unknown workspace ${workspaceId}.`);
    if (!currentParty(c).workspaceIds.includes(workspaceId)) {
      throw forbidden('You are not allowed to access this workspace.');
    }
    return c.json({ WorkspaceID: workspaceId, MenuItem: menu } satisfies Menu);
  });

  app.get(`${V5}/reports/:reportId{\\d+}/entity/:entityId{\\d+}`, secure, (c) => {
    const reportId = Number(c.req.param('reportId'));
    const entityId = Number(c.req.param('entityId'));
    const report = reports.find((candidate) => candidate.ReportID === reportId);
    if (!report) throw notFound(`Unknown report ${reportId}.`);
    if (!ownWorkspaces(c).some((workspace) => workspace.EntityID === entityId)) {
      throw forbidden('You are not allowed to view reports for this entity.');
    }
    return c.json({
      Name: report.Name,
      Url: `${publicOrigin}/sandbox-reports/${reportId}.html?entity=${entityId}`,
      Data: reportDateRanges,
    });
  });

  return app;
}
