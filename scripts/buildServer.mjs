// Bundles the dealer API for a deployment: out/server/server.js plus its migrations, run with
// `node out/server/server.js` (no TypeScript tooling needed on the server).
import { build } from 'esbuild';
import { cpSync, rmSync } from 'node:fs';

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
console.log('out/server/server.js listo');
