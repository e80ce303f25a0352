/**
 * Serves Atomic CRM's demo build the way our server serves ours, so the two cold loads differ only by
 * the apps: @fastify/static with preCompressed brotli (max quality) and gzip (level 9) twins, hashed
 * assets immutable for a year, the page no-cache. The twins go into a copy of the build in the OS's
 * temporary folder, written once per run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;

function copyWithTwins(from, to) {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      copyWithTwins(source, target);
      continue;
    }
    const bytes = fs.readFileSync(source);
    fs.writeFileSync(target, bytes);
    if (!COMPRESSIBLE.test(entry.name) || entry.name.endsWith('.map')) continue;
    fs.writeFileSync(`${target}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    fs.writeFileSync(`${target}.gz`, gzipSync(bytes, { level: 9 }));
  }
}

/** Starts the server on 127.0.0.1:port; resolves with { close }. */
export async function serveAtomicDemo(distDir, port) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'atomic-demo-'));
  copyWithTwins(distDir, root);
  const app = Fastify({ logger: false });
  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => void reply.header('Cache-Control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache'),
  });
  await app.listen({ port: Number(port), host: '127.0.0.1' });
  return {
    async close() {
      await app.close();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
