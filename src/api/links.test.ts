import { HttpResponse, http, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { read } from '../react/test/run-definition';
import { createApiClient } from './client';
import { linkTermsQuery } from './links';
import { fakeAuth, TEST_ORIGINS, testConfig } from './test/test-support';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const STORED = {
  Id: '9001',
  Reference: 'SIR-2026-000153',
  Category: 'Fixed 12 months',
  Option: 'Reinvest',
  MaturityRate: 9.21,
  ReinvestAmount: 250000,
  Status: 'Open',
};

function readTerms(body: JsonBodyType) {
  server.use(http.get(`${TEST_ORIGINS.main}/v4/api/referrals/SILinkTerms`, () => HttpResponse.json(body)));
  const client = createApiClient({ config: testConfig, auth: fakeAuth(null).port });
  return read(linkTermsQuery('SIR-2026-000153', '9001', 't'.repeat(43)), client);
}

describe('linkTermsQuery', () => {
  it('reads the stored terms, whether they are confirmed, and the day the link expires', async () => {
    await expect(readTerms({ ...STORED, ExpiryDate: '2026-12-28T14:58:21' })).resolves.toEqual({
      terms: { category: 'Fixed 12 months', option: 'Reinvest', maturityRate: 9.21, reinvestAmount: 250000 },
      confirmed: false,
      expiryDate: '2026-12-28',
    });
    await expect(
      readTerms({ ...STORED, Status: 'Accepted', ExpiryDate: '2026-12-28' }),
    ).resolves.toMatchObject({
      confirmed: true,
      expiryDate: '2026-12-28',
    });
  });

  it('leaves the expiry out when the answer has none or not a real date, and keeps the terms', async () => {
    for (const ExpiryDate of [undefined, null, '', 'soon', '2026-02-30T00:00:00']) {
      const stored = await readTerms({ ...STORED, ExpiryDate });
      expect(stored, String(ExpiryDate)).not.toHaveProperty('expiryDate');
      expect(stored.terms.reinvestAmount).toBe(250000);
    }
  });
});
