import { describe, expect, it } from 'vitest';
import { COVID19_DASHBOARD_ENTITY_ID, THANDI_PARTY_ID, THANDI_USERNAME } from '../fixtures/ids';
import { testSandbox } from '../testing/api-client';

describe('security headers', () => {
  it('marks every API answer nosniff and no-store: data, errors and unknown paths alike', async () => {
    const { api } = testSandbox();
    const token = await api.tokenOf(THANDI_USERNAME);
    const personal = await api.get(`/v3/api/Parties/${THANDI_PARTY_ID}`, { token });
    expect(personal.status).toBe(200);
    for (const answer of [
      personal,
      await api.get(`/v3/api/Parties/${THANDI_PARTY_ID}`),
      await api.get('/v4/api/nothing-here'),
      await api.post('/v3/api/SignUp/ContactMe', { json: {} }),
    ]) {
      expect(answer.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(answer.headers.get('Cache-Control')).toBe('no-store');
    }
  });

  it('lets the report pages be cached, still nosniff', async () => {
    const { api } = testSandbox();
    const page = await api.get(`/sandbox-reports/12.html?entity=${COVID19_DASHBOARD_ENTITY_ID}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(page.headers.get('Cache-Control')).toBeNull();
  });
});
