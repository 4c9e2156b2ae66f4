import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { reportDateRanges, reports } from '../fixtures/workspaces';
import type { RouteDeps } from '../http/deps';
import type { SandboxEnv } from '../http/env';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Deterministic figures so screenshots and assertions are stable. */
function figures(seed: number): number[] {
  return [0, 1, 2, 3, 4, 5].map((index) => ((seed * 37 + index * 53) % 90) + 10);
}

const STYLE =
  'body{font-family:system-ui,sans-serif;margin:24px;color:#1a1a1a}table{border-collapse:collapse}th,td{border:1px solid #ccc;padding:4px 12px;text-align:left}';
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

/** Nothing but the page's own style may load, and only the portal may frame it (clickjacking). */
function reportPagePolicy(portalOrigin: string): string {
  return [
    "default-src 'none'",
    `style-src 'sha256-${STYLE_HASH}'`,
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors 'self' ${portalOrigin}`,
  ].join('; ');
}

function page(title: string, subtitle: string, seed: number): string {
  const months = ['Dec', 'Jan', 'Feb', 'Mar', 'Apr', 'May'];
  const rows = figures(seed)
    .map((value, index) => `<tr><th scope="row">${months[index]}</th><td>${value}</td></tr>`)
    .join('');
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(subtitle)}</p>
<table><caption>${escapeHtml(title)} by month</caption><thead><tr><th scope="col">Month</th><th scope="col">Value</th></tr></thead><tbody>${rows}</tbody></table>
</main>
</body>
</html>`;
}

/** The pages behind the report view addresses: small accessible HTML that a frame can embed. */
export function reportPageRoutes({ publicOrigin }: RouteDeps) {
  const app = new Hono<SandboxEnv>();
  const policy = reportPagePolicy(publicOrigin);

  app.use('/sandbox-reports/*', async (c, next) => {
    await next();
    c.header('Content-Security-Policy', policy);
  });

  app.get('/sandbox-reports/:file{\\d+\\.html}', (c) => {
    const reportId = Number.parseInt(c.req.param('file'), 10);
    const report = reports.find((candidate) => candidate.ReportID === reportId);
    if (!report) return c.html(page('Report not found', 'There is no report with this id.', 0), 404);
    const entity = c.req.query('entity') ?? 'unknown';
    const range = reportDateRanges.find(
      (option) => option.Value === `&dateRange=${c.req.query('dateRange')}`,
    );
    const subtitle = `${report.Description} · Entity ${entity} · ${range?.Key ?? 'All time'}`;
    return c.html(page(report.Name, subtitle, reportId + Number(entity.replace(/\D/g, '') || 0)));
  });

  return app;
}
