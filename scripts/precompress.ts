/**
 * Writes brotli and gzip copies beside every compressible file the build produced, as a CDN would keep
 * them: the site server (server/static-files.ts) sends the copy the browser accepts, so no byte is
 * compressed at request time. A copy that would not be smaller is not written.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map']);

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

export function compressedCopies(body: Buffer): { br: Buffer; gz: Buffer } {
  return {
    br: brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    }),
    gz: gzipSync(body, { level: 9 }),
  };
}

export function precompress(dir: string): number {
  let written = 0;
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.has(extname(file))) continue;
    const body = readFileSync(file);
    const copies = compressedCopies(body);
    for (const [suffix, copy] of Object.entries(copies)) {
      if (copy.byteLength >= body.byteLength) continue;
      writeFileSync(`${file}.${suffix}`, copy);
      written += 1;
    }
  }
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = resolve(import.meta.dirname, '..', 'dist');
  const count = ['portal', 'widgets', 'examples'].reduce(
    (sum, part) => sum + precompress(join(dist, part)),
    0,
  );
  process.stdout.write(`precompressed: ${count} copies (.br, .gz) in dist/\n`);
}
