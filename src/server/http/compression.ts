// Compression of what the server writes per request: pages, API JSON, GraphQL answers, media
// SVGs. Built assets are compressed once at build (vite.config.ts) and sent as they are by
// @fastify/static's preCompressed, which sets Content-Encoding, so they are not compressed again.
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Per request the top brotli qualities cost far more CPU than they save bytes. Measured on 160 kB
 * of JavaScript on this two-core machine: quality 5 ≈ 4 ms → 50 kB, quality 4 ≈ 4 ms → 53 kB,
 * quality 11 ≈ 206 ms → 46 kB; gzip level 6 ≈ 4 ms → 52 kB. Answers under 1 kB go as they are.
 */
export const DYNAMIC_COMPRESSION = { brotliQuality: 5, gzipLevel: 6, thresholdBytes: 1024 } as const;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: DYNAMIC_COMPRESSION.thresholdBytes,
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_COMPRESSION.brotliQuality,
      },
    },
    zlibOptions: { level: DYNAMIC_COMPRESSION.gzipLevel },
  });
}
