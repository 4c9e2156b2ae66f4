import { type BrotliOptions, brotliCompressSync, constants, gzipSync, type ZlibOptions } from 'node:zlib';

/**
 * How every served copy is compressed: brotli at its best (the cost is paid once, at build or on a
 * file's first request) and gzip at level 9. Here, not in scripts/, as the server uses it in production.
 */
export const brotliOptions = (body: Uint8Array): BrotliOptions => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
    [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
  },
});
export const GZIP_OPTIONS: ZlibOptions = { level: 9 };

/** A body's brotli and gzip copies, at once. */
export function compressedCopies(body: Uint8Array): { br: Buffer; gz: Buffer } {
  return { br: brotliCompressSync(body, brotliOptions(body)), gz: gzipSync(body, GZIP_OPTIONS) };
}
