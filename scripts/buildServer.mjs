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
  outfile: 'out/server/server.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  // Native and WASM packages stay in node_modules.
  packages: 'external',
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
