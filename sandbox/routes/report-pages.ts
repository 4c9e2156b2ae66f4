import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { reportDateRanges, reports } from '../fixtures/workspaces';
import type { RouteDeps } from '../http/deps';
import type { SandboxEnv } from '../http/env';
import { barChart, chartCaption, escapeHtml, type Measure, type MonthFigure } from './report-chart';

/** What each report counts: the bars' measure and unit. */
const MEASURES: Record<number, Measure> = {
  12: { name: 'Claims paid', unit: 'claims' },
  14: { name: 'New members', unit: 'members' },
  21: { name: 'Energy generated', unit: 'MWh' },
  22: { name: 'Maintenance jobs', unit: 'jobs' },
  31: { name: 'People screened', unit: 'people' },
  32: { name: 'Energy generated', unit: 'MWh' },
};
const MONTHS = ['Dec', 'Jan', 'Feb', 'Mar', 'Apr', 'May'];

/** Deterministic figures so screenshots and assertions are stable. */
function figures(seed: number): MonthFigure[] {
  return MONTHS.map((month, index) => ({ month, value: ((seed * 37 + index * 53) % 90) + 10 }));
}

const STYLE = [
  'body{font-family:system-ui,sans-serif;margin:24px;color:#1F1F29;line-height:1.5}',
  'h1{font-size:24px;margin:0 0 4px}p{margin:0 0 16px;color:#5A5A66}',
  '.report{display:flex;flex-wrap:wrap;gap:24px;align-items:flex-start}',
  'figure{margin:0;flex:1 1 280px;max-width:640px}figcaption{margin-top:8px}',
  // One chart drawn for each width, so its text stays 12 px: the narrow one in a phone's frame.
  '.chart-300{display:none}@media (max-width:480px){body{margin:16px}.chart-640{display:none}.chart-300{display:block}}',
  'caption{text-align:left;font-weight:600;padding-bottom:4px}',
  'table{border-collapse:collapse;font-variant-numeric:tabular-nums}',
  'th,td{border-bottom:1px solid #E2E2E8;padding:4px 16px 4px 0;text-align:left}td{text-align:right}',
].join('');
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

function page(title: string, subtitle: string, measure: Measure | undefined, seed: number): string {
  const monthly = figures(seed);
  const figure = measure
    ? `<div class="report"><figure>${barChart(measure, monthly, 'caption', 640)}${barChart(measure, monthly, 'caption', 300)}<figcaption id="caption">${escapeHtml(chartCaption(measure, monthly))}</figcaption></figure>` +
      `<table><caption>${escapeHtml(title)}: ${escapeHtml(measure.name.toLowerCase())} by month</caption>` +
      `<thead><tr><th scope="col">Month</th><th scope="col">${escapeHtml(measure.name)} (${escapeHtml(measure.unit)})</th></tr></thead>` +
      `<tbody>${monthly.map(({ month, value }) => `<tr><th scope="row">${month}</th><td>${value}</td></tr>`).join('')}</tbody></table></div>`
    : '';
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
${figure}
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
    if (!report)
      return c.html(page('Report not found', 'There is no report with this id.', undefined, 0), 404);
    const entity = c.req.query('entity') ?? 'unknown';
    const range = reportDateRanges.find(
      (option) => option.Value === `&dateRange=${c.req.query('dateRange')}`,
    );
    const subtitle = `${report.Description} · Entity ${entity} · ${range?.Key ?? 'All time'}`;
    return c.html(
      page(report.Name, subtitle, MEASURES[reportId], reportId + Number(entity.replace(/\D/g, '') || 0)),
    );
  });

  return app;
}
