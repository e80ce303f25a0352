// Bundles the dealer API for a deployment: out/server/server.js plus its migrations, run with
// `node out/server/server.js` (no TypeScript tooling needed on the server). Also builds the PGlite
// template (an initialised, migrated cluster) that a new embedded data directory starts from, and the
// demo template (the same with the demo data, seeded at build time) for a first start that seeds.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

rmSync('out/server', { recursive: true, force: true });
await build({
  entryPoints: ['src/server/server.ts'],
  outdir: 'out/server',
  // Split at the dynamic imports: the app's packages (Fastify, zod, …) and each database driver load
  // only when reached, so an embedded start opens PGlite before loading the HTTP stack.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  // The pure-JS packages are bundled: Node's loader resolving and reading a few hundred small files
  // of Fastify, zod, drizzle and the rest cost more of the start than running them. Native, WASM and
  // data-file packages (and the seed's faker, loaded only to seed) stay in node_modules.
  // @fastify/swagger-ui serves its own static files from beside its code (__dirname), which a bundled
  // ESM chunk does not have: it stays in node_modules (the API docs at /api/docs).
  external: ['@electric-sql/pglite', '@electric-sql/pglite/*', '@node-rs/argon2', 'pdfkit', '@faker-js/faker', 'pg-native', 'electron', '@fastify/swagger-ui'],
  minify: true,
  // Bundled CommonJS packages require Node's built-ins: give every chunk a real require.
  banner: { js: "import { createRequire as __crmCreateRequire } from 'node:module'; const require = __crmCreateRequire(import.meta.url);" },
  logLevel: 'warning',
});
cpSync('src/server/db/migrations', 'out/server/migrations', { recursive: true });

// Same extensions and migrations as openDatabase; the file name is PGLITE_TEMPLATE in src/server/db/client.ts.
// Uncompressed: unpacking a gzip costs ~2 s of CPU at first start, the installer compresses it anyway.
const template = await PGlite.create('memory://', { extensions: { pg_trgm, btree_gin } });
await migrate(drizzle(template), { migrationsFolder: 'src/server/db/migrations' });
const dump = await template.dumpDataDir('none');
await template.close();
writeFileSync('out/server/migrations/pglite-template.tar', Buffer.from(await dump.arrayBuffer()));
// The seeded demo a first embedded start unpacks (TypeScript: the seed runs through tsx).
execFileSync(process.execPath, ['--import', 'tsx', 'scripts/buildDemoTemplate.ts', 'out/server/migrations'], { stdio: 'inherit' });
console.log('out/server/server.js listo');
