import { Hono } from 'hono';
import { contentCollections, uploadTitles } from '../fixtures/content';
import type { RouteDeps } from '../http/deps';
import type { SandboxEnv } from '../http/env';
import { makePdf } from '../support/pdf';

const STRAPI_NOT_FOUND = {
  data: null,
  error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} },
};

/** Which relations a Strapi v4 `populate` asks for: none, the Documents component, or its media too. */
function populateDepth(populate: string[]): 0 | 1 | 2 {
  if (populate.some((value) => value === 'Documents.Document' || value === 'deep')) return 2;
  if (populate.some((value) => value === 'Documents' || value === '*')) return 1;
  return 0;
}

/** The content system (Strapi v4) at {contentBase}: document collections and the uploaded files. */
export function contentRoutes({ publicOrigin }: RouteDeps) {
  const app = new Hono<SandboxEnv>();

  app.get('/cms/api/document-downloads-collections/:id{\\d+}', (c) => {
    const collection = contentCollections.find((candidate) => candidate.id === Number(c.req.param('id')));
    if (!collection) return c.json(STRAPI_NOT_FOUND, 404);
    const depth = populateDepth(c.req.queries('populate') ?? []);
    const published =
      collection.documents
        .map((doc) => doc.updatedAt)
        .sort()
        .at(-1) ?? null;
    const Documents = collection.documents.map((doc) => ({
      id: doc.id,
      DisplayText: doc.DisplayText,
      ...(depth === 2
        ? {
            Document: {
              data: {
                id: doc.id + 100,
                attributes: {
                  name: doc.fileName,
                  url: `${publicOrigin}/cms/uploads/${doc.fileName}`,
                  mime: 'application/pdf',
                  ext: '.pdf',
                  size: Math.round(makePdf(doc.DisplayText).byteLength / 10.24) / 100,
                  updatedAt: doc.updatedAt,
                },
              },
            },
          }
        : {}),
    }));
    return c.json({
      data: {
        id: collection.id,
        attributes: {
          Title: collection.Title,
          createdAt: '2023-02-01T09:00:00.000Z',
          updatedAt: published,
          publishedAt: published,
          ...(depth > 0 ? { Documents } : {}),
        },
      },
      meta: {},
    });
  });

  app.get('/cms/uploads/:file{[a-z0-9-]+\\.pdf}', (c) => {
    const file = c.req.param('file');
    const title = uploadTitles[file];
    if (!title) return c.text('Not Found', 404);
    return c.body(makePdf(title), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${file}"`,
    });
  });

  return app;
}
