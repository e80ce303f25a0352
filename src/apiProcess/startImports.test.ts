import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * What loading `entry` loads before any of its code runs: the modules and packages reached through
 * static imports only (a dynamic import() loads when the code that needs it runs; `import type` is
 * erased). esbuild resolves the graph as the bundlers that build the child and the server do.
 */
async function staticGraph(entry: string): Promise<{ files: Set<string>; packages: Set<string> }> {
  const { metafile } = await build({ absWorkingDir: ROOT, entryPoints: [entry], bundle: true, write: false, metafile: true, platform: 'node', format: 'esm', packages: 'external', logLevel: 'silent', outdir: 'out/startImports' });
  const inputs = (metafile as Metafile).inputs;
  const files = new Set<string>();
  const packages = new Set<string>();
  const walk = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const imported of inputs[file]?.imports ?? []) {
      if (imported.kind === 'dynamic-import') continue;
      if (imported.external) packages.add(imported.path.startsWith('@') ? imported.path.split('/').slice(0, 2).join('/') : imported.path.split('/')[0]!);
      else walk(imported.path);
    }
  };
  walk(entry);
  return { files, packages };
}

// Measured in docs/performance.md ("The embedded API's start"): each is loaded when a route or the
// seed needs it, never by a start (faker alone was ~170 ms of CPU of the child's start).
const LOADED_WHEN_USED = ['@faker-js/faker', 'exceljs', 'pdfkit', '@aws-sdk/client-s3', '@fastify/swagger-ui', '@fastify/swagger', '@fastify/static', 'date-holidays', 'pg'];

describe("the embedded API's start loads only what a start needs (issue 51)", () => {
  it('the child holds its port before it loads the server: its entry reaches neither the app, the database nor their packages', async () => {
    const { files, packages } = await staticGraph('src/apiProcess/apiChild.ts');
    expect([...files].filter((file) => /src\/server\/(app|db\/client|seed\/)/.test(file))).toEqual([]);
    expect([...packages].filter((name) => ['fastify', 'zod', 'drizzle-orm', '@electric-sql/pglite', ...LOADED_WHEN_USED].includes(name))).toEqual([]);
  }, 30_000);

  it('the app (every route) loads no seed, spreadsheet, PDF, object-store, API-docs or holiday package until it is used', async () => {
    const { packages } = await staticGraph('src/server/app.ts');
    // The graph is the whole API: a wrong walk would find no package at all.
    expect(packages).toContain('fastify');
    expect([...packages].filter((name) => LOADED_WHEN_USED.includes(name))).toEqual([]);
  }, 30_000);
});
