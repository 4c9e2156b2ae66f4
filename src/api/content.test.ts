import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { HOSTILE_ADDRESSES } from '../domain/test/hostile-addresses';
import { createApiClient } from './client';
import { fetchDocumentCollection, resolveContentUrl } from './content';
import { fakeAuth, TEST_ORIGINS, testConfig } from './test/test-support';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const file = (url: string) => ({ data: { attributes: { url, updatedAt: '2026-01-20T13:40:02.118Z' } } });

it('reads a document collection from the content system and resolves upload URLs', async () => {
  let requested = '';
  server.use(
    http.get(`${TEST_ORIGINS.content}/api/document-downloads-collections/35/`, ({ request }) => {
      requested = request.url;
      return HttpResponse.json({
        data: {
          id: 35,
          attributes: {
            Documents: [
              { id: 1, DisplayText: 'FAIS Disclosure', Document: file('/uploads/fais.pdf') },
              { id: 2, DisplayText: 'Missing file', Document: { data: null } },
              { id: 3, DisplayText: 'Script', Document: file('javascript:alert(1)') },
            ],
          },
        },
      });
    }),
  );
  const client = createApiClient({ config: testConfig, auth: fakeAuth(null).port });
  const documents = await fetchDocumentCollection(client, 35);
  expect(requested).toBe(
    `${TEST_ORIGINS.content}/api/document-downloads-collections/35/?populate=Documents.Document`,
  );
  expect(documents).toEqual([
    {
      id: 1,
      DisplayText: 'FAIS Disclosure',
      url: `${TEST_ORIGINS.content}/uploads/fais.pdf`,
      updatedAt: '2026-01-20T13:40:02.118Z',
    },
  ]);
});

it('keeps absolute http(s) URLs and refuses protocol-relative or script URLs', () => {
  expect(resolveContentUrl('https://cdn.example.co.za/a.pdf', 'http://x/cms')).toBe(
    'https://cdn.example.co.za/a.pdf',
  );
  expect(resolveContentUrl('/uploads/a.pdf', 'http://x/cms')).toBe('http://x/cms/uploads/a.pdf');
  expect(resolveContentUrl('//evil.example/a.pdf', 'http://x/cms')).toBeNull();
  expect(resolveContentUrl('data:text/html,hi', 'http://x/cms')).toBeNull();
  for (const address of HOSTILE_ADDRESSES) expect(resolveContentUrl(address, 'http://x/cms')).toBeNull();
});
