import { describe, expect, it } from 'vitest';
import { testSandbox } from '../testing/api-client';

interface Collection {
  data: {
    id: number;
    attributes: {
      Documents?: {
        id: number;
        DisplayText: string;
        Document?: { data: { attributes: { url: string; updatedAt: string; name: string; mime: string } } };
      }[];
    };
  };
}

describe('content system', () => {
  it('serves the footer collection in the Strapi v4 shape, with links to real PDFs', async () => {
    const { api, sandbox } = testSandbox();
    const { status, body } = await api.get<Collection>(
      '/cms/api/document-downloads-collections/35/?populate=Documents.Document',
    );
    expect(status).toBe(200);
    const documents = body.data.attributes.Documents ?? [];
    expect(documents.map((doc) => doc.DisplayText)).toContain('Privacy Policy');
    const first = documents[0]?.Document?.data.attributes;
    expect(first).toMatchObject({
      url: 'http://localhost/cms/uploads/fais-disclosure.pdf',
      mime: 'application/pdf',
    });
    const file = await sandbox.app.request(first?.url ?? '');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode(await file.arrayBuffer())).toMatch(/^%PDF-1\.4[\s\S]*%%EOF\n$/);
  });

  it('populates only what is asked for, and answers unknown ids as Strapi does', async () => {
    const { api } = testSandbox();
    const bare = await api.get<Collection>('/cms/api/document-downloads-collections/35');
    expect(bare.body.data.attributes.Documents).toBeUndefined();
    const missing = await api.get('/cms/api/document-downloads-collections/36/?populate=Documents.Document');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ data: null, error: { status: 404, name: 'NotFoundError' } });
    expect((await api.get('/cms/uploads/unknown.pdf')).status).toBe(404);
  });
});
