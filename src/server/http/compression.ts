// Compression of what the server writes per request: pages, API JSON, GraphQL answers, media
// SVGs. Built assets are compressed once at build (vite.config.ts) and sent as they are by
// @fastify/static's preCompressed, which sets Content-Encoding, so they are not compressed again.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Per request the top brotli qualities cost far more CPU than they save bytes. Measured on 160 kB
 * of JavaScript on this two-core machine: quality 5 ≈ 4 ms → 50 kB, quality 4 ≈ 4 ms → 53 kB,
 * quality 11 ≈ 206 ms → 46 kB; gzip level 6 ≈ 4 ms → 52 kB. Answers under 1 kB go as they are.
 */
export const DYNAMIC_COMPRESSION = { brotliQuality: 5, gzipLevel: 6, thresholdBytes: 1024 } as const;

const BROTLI_PARAMS = {
  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_COMPRESSION.brotliQuality,
};

export type ContentEncoding = 'br' | 'gzip';

/**
 * The encoding @fastify/compress would choose for this Accept-Encoding (its aliases: "*" and
 * "x-gzip" mean gzip), or null for none.
 */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const chosen = negotiate(acceptEncoding.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), ['br', 'gzip']);
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** `text` compressed as the dynamic answers are, on libuv's thread pool (the event loop stays free). */
export function compressText(text: string, encoding: ContentEncoding): Promise<Buffer> {
  return encoding === 'br' ? brotliAsync(text, { params: BROTLI_PARAMS }) : gzipAsync(text, { level: DYNAMIC_COMPRESSION.gzipLevel });
}

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: DYNAMIC_COMPRESSION.thresholdBytes,
    brotliOptions: { params: BROTLI_PARAMS },
    zlibOptions: { level: DYNAMIC_COMPRESSION.gzipLevel },
  });
}
