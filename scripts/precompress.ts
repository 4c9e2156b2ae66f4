/**
 * Writes brotli and gzip copies beside every compressible file the build produced, as a CDN would keep
 * them: the site server (server/static-files.ts) sends the copy the browser accepts, so no byte is
 * compressed at request time. A copy that would not be smaller is not written.
 */
import { readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import { brotliOptions, GZIP_OPTIONS } from '../server/compression';

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map']);

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

const brotliOffThread = promisify(brotliCompress);
const gzipOffThread = promisify(gzip);

/**
 * Every file at once, on libuv's thread pool: brotli at its maximum quality is the cost, and one file
 * after another kept one core busy (9.8 s of the build here, issue 45).
 */
export async function precompress(dir: string): Promise<number> {
  const writes = [...filesUnder(dir)]
    .filter((file) => COMPRESSIBLE.has(extname(file)))
    .map(async (file) => {
      const body = await readFile(file);
      const copies = {
        br: await brotliOffThread(body, brotliOptions(body)),
        gz: await gzipOffThread(body, GZIP_OPTIONS),
      };
      const smaller = Object.entries(copies).filter(([, copy]) => copy.byteLength < body.byteLength);
      await Promise.all(smaller.map(([suffix, copy]) => writeFile(`${file}.${suffix}`, copy)));
      return smaller.length;
    });
  return (await Promise.all(writes)).reduce((sum, count) => sum + count, 0);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = resolve(import.meta.dirname, '..', 'dist');
  const counts = await Promise.all(
    ['portal', 'widgets', 'examples'].map((part) => precompress(join(dist, part))),
  );
  const count = counts.reduce((sum, part) => sum + part, 0);
  process.stdout.write(`precompressed: ${count} copies (.br, .gz) in dist/\n`);
}
