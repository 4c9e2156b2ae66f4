import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { COVID19_DASHBOARD_ENTITY_ID } from '../fixtures/ids';
import { testSandbox } from '../testing/api-client';

describe('report pages', () => {
  it('may be framed only by the portal, and load nothing but their own style', async () => {
    const { api } = testSandbox({ publicOrigin: 'https://portal.fg.example' });
    for (const path of [
      `/sandbox-reports/12.html?entity=${COVID19_DASHBOARD_ENTITY_ID}`,
      '/sandbox-reports/99.html',
    ]) {
      const page = await api.get(path);
      const policy = page.headers.get('Content-Security-Policy') ?? '';
      expect(policy, path).toContain("frame-ancestors 'self' https://portal.fg.example");
      expect(policy, path).toContain("default-src 'none'");
      const style = /<style>([^<]*)<\/style>/.exec(page.text)?.[1] ?? '';
      const hash = createHash('sha256').update(style).digest('base64');
      expect(policy, path).toContain(`style-src 'sha256-${hash}'`);
    }
  });

  it('escapes what the address carries', async () => {
    const { api } = testSandbox();
    const page = await api.get('/sandbox-reports/12.html?entity=<script>alert(1)</script>');
    expect(page.text).not.toContain('<script>');
    expect(page.text).toContain('&#60;script&#62;');
  });
});
