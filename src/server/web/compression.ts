import zlib from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';

/**
 * API answers above 1 KB are compressed (brotli, else gzip). Quality 4 keeps brotli as cheap as
 * gzip on the CPU; the built assets are compressed once at build time with the best quality and
 * served as they are (their Content-Encoding makes this plugin leave them alone).
 */
export const compressOptions: FastifyCompressOptions = {
  threshold: 1024,
  encodings: ['br', 'gzip'],
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  // Answers up to 64 KB (every page of every list) are compressed in one call. The plugin's default
  // on two cores (8 KB) sent the larger pages through a zlib stream each, on the thread pool: that
  // only pays with idle cores, and the API shares its cores with PostgreSQL (under load the streams
  // took more CPU than the compression itself).
  syncThreshold: 64 * 1024,
};

/**
 * Route option for answers that are large by nature (an agency's agenda week: ~400 KB of JSON).
 * Brotli's quality 1 takes ~30 % less CPU than 4 there for ~10 % more bytes (17 KB instead of 15 KB
 * for a week of 1,458 appointments): on the loopback or a dealer's network the time is the CPU's.
 */
export const bulkAnswerCompression = {
  ...compressOptions,
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } },
};
