import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, relative, resolve, sep } from 'node:path';
import type { Context } from 'hono';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  // The tags' typings, /widgets/fg-elements.d.ts: text to save, never run.
  '.ts': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** @internal */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Stable names (entry files, HTML, manifests) may change at any deploy: revalidate every time.
 * @internal
 */
export const REVALIDATE = 'no-cache';

type Encoding = 'br' | 'gzip';
const VARIANT_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/**
 * The encodings the client accepts, best first; `q=0` refuses one.
 * @internal
 */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  return (['br', 'gzip'] as const).filter((encoding) => accepted.has(encoding));
}

/**
 * A path under `root`, or null when the request tries to leave it, names no file, or reaches a hidden
 * one (a segment starting with `.`, such as the build's `.vite/manifest.json`, however it is encoded).
 */
export function fileUnder(root: string, relativePath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relativePath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const base = resolve(root);
  const file = resolve(base, `.${decoded.startsWith('/') ? '' : '/'}${decoded}`);
  if (file !== base && !file.startsWith(base + sep)) return null;
  if (
    relative(base, file)
      .split(sep)
      .some((segment) => segment.startsWith('.'))
  )
    return null;
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

/** Bytes as served, with their ETag. */
export interface Entry {
  body: Uint8Array<ArrayBuffer>;
  etag: string;
}
const cache = new Map<string, Entry>();

/** Files in dist/ do not change while the server runs; each is read and hashed once. */
function load(file: string): Entry {
  let entry = cache.get(file);
  if (!entry) {
    entry = entryOf(new Uint8Array(readFileSync(file)));
    cache.set(file, entry);
  }
  return entry;
}

/** One file's bytes in each encoding it is served in: as it is, and its compressed copies. */
export interface FileVariants {
  identity: Entry;
  br?: Entry | undefined;
  gzip?: Entry | undefined;
}

/** Bytes and their ETag. */
export function entryOf(body: Uint8Array<ArrayBuffer>): Entry {
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"` };
}

/**
 * Answers with `file` as a CDN would: the precompressed copy the client accepts (`.br`, `.gz` beside
 * it, as `scripts/precompress.ts` writes them), `Vary: Accept-Encoding`, an ETag with 304 on a match,
 * and a year-long immutable cache for content-hashed names (Vite's `assets/` and `chunks/`), revalidation
 * for the rest.
 */
export function sendFile(c: Context, file: string, { contentHashed }: { contentHashed: boolean }): Response {
  const variant = (encoding: Encoding) =>
    existsSync(file + VARIANT_SUFFIX[encoding]) ? load(file + VARIANT_SUFFIX[encoding]) : undefined;
  return sendVariants(
    c,
    extname(file),
    { identity: load(file), br: variant('br'), gzip: variant('gzip') },
    {
      contentHashed,
    },
  );
}

/** Answers with the variant the client accepts, as {@link sendFile} does for a file. */
export function sendVariants(
  c: Context,
  extension: string,
  variants: FileVariants,
  { contentHashed }: { contentHashed: boolean },
): Response {
  const type = CONTENT_TYPES[extension] ?? 'application/octet-stream';
  const encoding = acceptedEncodings(c.req.header('Accept-Encoding')).find(
    (candidate) => variants[candidate],
  );
  const { body, etag } = (encoding && variants[encoding]) || variants.identity;
  const headers = new Headers({
    'Content-Type': type,
    'Cache-Control': contentHashed ? IMMUTABLE : REVALIDATE,
    ETag: etag,
    Vary: 'Accept-Encoding',
  });
  if (encoding) headers.set('Content-Encoding', encoding);
  const match = c.req.header('If-None-Match');
  if (match?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    headers.delete('Content-Type');
    return new Response(null, { status: 304, headers });
  }
  headers.set('Content-Length', String(body.byteLength));
  return new Response(c.req.method === 'HEAD' ? null : body, { status: 200, headers });
}
