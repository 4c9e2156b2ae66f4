import * as z from 'zod/mini';
import { webAddress } from '../domain/web-address';
import type { ApiClient } from './client';
import type { QueryDefinition } from './server-state';

/** Spec §3 Footer document. */
export interface FooterDocument {
  id: number;
  DisplayText: string;
  url: string;
  updatedAt: string;
}

const documentEntrySchema = z.object({
  id: z.number(),
  DisplayText: z.string(),
  Document: z.object({
    data: z.nullable(
      z.object({
        attributes: z.object({ url: z.string(), updatedAt: z.string() }),
      }),
    ),
  }),
});

/** The content system answers the Strapi way: `data.attributes.Documents[].Document.data.attributes`. */
export const collectionSchema = z.object({
  data: z.object({
    id: z.number(),
    attributes: z.object({ Documents: z.array(documentEntrySchema) }),
  }),
});

const contentKeys = {
  collection: (id: number) => ['content', 'collection', id] as const,
};

/**
 * Upload URLs are relative to the content system; anything but http(s) is dropped (webAddress).
 * @internal
 */
export function resolveContentUrl(url: string, contentBase: string): string | null {
  const sitePath = url.startsWith('/') && !url.startsWith('//');
  return webAddress(sitePath ? `${contentBase}${url}` : url, null) ?? null;
}

/**
 * GET /api/document-downloads-collections/{id}/?populate=Documents.Document on the content system.
 * @internal
 */
export async function fetchDocumentCollection(client: ApiClient, id: number): Promise<FooterDocument[]> {
  const body = await client.request({
    path: `/api/document-downloads-collections/${id}/`,
    base: 'content',
    query: { populate: 'Documents.Document' },
    schema: collectionSchema,
  });
  return body.data.attributes.Documents.flatMap((entry) => {
    const file = entry.Document.data?.attributes;
    const url = file ? resolveContentUrl(file.url, client.config.contentBase) : null;
    return file && url
      ? [{ id: entry.id, DisplayText: entry.DisplayText, url, updatedAt: file.updatedAt }]
      : [];
  });
}

/** A document collection of the content system; documents change rarely, so they stay fresh for an hour. */
export function documentCollectionQuery(id: number): QueryDefinition<FooterDocument[]> {
  return {
    queryKey: contentKeys.collection(id),
    partyFree: true,
    sameForEveryone: true,
    queryFn: ({ client }) => fetchDocumentCollection(client, id),
    staleTime: 60 * 60_000,
  };
}
