import { HttpResponse, http, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { createApiClient } from './client';
import { fetchReportView, reportKeys } from './reports';
import { fakeAuth, TEST_ORIGINS, testConfig } from './test/test-support';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const signedIn = () => createApiClient({ config: testConfig, auth: fakeAuth({}).port });

function answer(body: JsonBodyType, seen?: { url: string; authorization: string | null }[]) {
  server.use(
    http.get(`${TEST_ORIGINS.web}/v5/api/reports/:reportId/entity/:entityId`, ({ request }) => {
      seen?.push({ url: request.url, authorization: request.headers.get('authorization') });
      return HttpResponse.json(body);
    }),
  );
}

describe('fetchReportView', () => {
  it('GETs the view for a report and entity from the web API with the bearer token', async () => {
    const seen: { url: string; authorization: string | null }[] = [];
    const view = {
      Name: 'Claims Overview',
      Url: 'https://reports.example.co.za/12',
      Data: [{ Key: 'Last 7 days', Value: '&dateRange=7d' }],
    };
    answer(view, seen);
    await expect(fetchReportView(signedIn(), 12, 4417)).resolves.toEqual(view);
    expect(seen).toEqual([
      { url: `${TEST_ORIGINS.web}/v5/api/reports/12/entity/4417`, authorization: 'Bearer access-1' },
    ]);
  });

  it('reads a missing or null Data as no options and keeps a null Name', async () => {
    answer({ Name: null, Url: 'https://reports.example.co.za/12', Data: null });
    await expect(fetchReportView(signedIn(), 12, 1)).resolves.toEqual({
      Name: null,
      Url: 'https://reports.example.co.za/12',
      Data: [],
    });
    answer({ Url: 'https://reports.example.co.za/12' });
    await expect(fetchReportView(signedIn(), 12, 1)).resolves.toMatchObject({ Data: [] });
  });

  it('fails as a parse error (501) when the answer has no Url', async () => {
    answer({ Name: 'Claims Overview' });
    const error = await fetchReportView(signedIn(), 12, 1).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 501 });
  });

  it('is not sent at all when nobody is signed in', async () => {
    const client = createApiClient({ config: testConfig, auth: fakeAuth(null).port });
    await expect(fetchReportView(client, 12, 1)).rejects.toMatchObject({ status: 401 });
  });
});

describe('report query keys', () => {
  it('hold both the report and the entity, so a change of either refetches', () => {
    expect(reportKeys.view(12, 4417)).toEqual(['reports', 'view', 12, 4417]);
    expect(reportKeys.view(12, 4417)).not.toEqual(reportKeys.view(12, 5120));
    expect(reportKeys.view(12, 4417)).not.toEqual(reportKeys.view(14, 4417));
    expect(reportKeys.view(12, 4417).slice(0, 1)).toEqual(reportKeys.all);
  });
});
