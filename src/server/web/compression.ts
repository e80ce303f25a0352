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
};
