import { resolve } from 'node:path';
import { defineConfig, type UserConfig } from 'electron-vite';
import { rendererConfig } from './vite.renderer.config';

/** The packages the embedded API loads at every start, all pure JavaScript (see `externalizeDeps` below). */
const BUNDLED_API_PACKAGES = [
  'fastify',
  '@fastify/compress',
  '@fastify/cors',
  '@fastify/multipart',
  '@fastify/rate-limit',
  'fastify-type-provider-zod',
  'drizzle-orm',
  'zod',
  'jose',
  'fast-xml-parser',
  'dayjs',
  'awesome-phonenumber',
];

export default defineConfig(async ({ command }): Promise<UserConfig> => ({
  main: {
    // pino-roll is bundled with only the date-fns functions it uses (pinoRollDateFns.ts): its
    // require('date-fns') loaded all of date-fns at each start of main and of the API's process (issue 51).
    resolve: { alias: [{ find: /^date-fns$/, replacement: resolve(import.meta.dirname, 'src/main/services/logging/pinoRollDateFns.ts') }] },
    // apiChild: the embedded API's process (utilityProcess.fork in the app, a Node child in the harness).
    build: {
      // Bundled, not loaded from node_modules: the API's pure-JS packages (out/server bundles them too).
      // Node's loader resolving, reading and linking their ~500 files one by one was ~0.25 s of CPU of
      // the API process's start (issue 51). Native, WASM and data-file packages stay outside.
      externalizeDeps: { exclude: ['pino-roll', ...BUNDLED_API_PACKAGES] },
      // pgliteWorker: the API process's PGlite thread, found beside apiChild.js at run time.
      rollupOptions: {
        input: {
          index: resolve(import.meta.dirname, 'src/main/index.ts'),
          apiChild: resolve(import.meta.dirname, 'src/apiProcess/apiChild.ts'),
          pgliteWorker: resolve(import.meta.dirname, 'src/apiProcess/pgliteWorker.ts'),
        },
      },
    },
  },
  preload: {
    // Sandboxed preloads cannot load ES modules or packages: two self-contained CommonJS files.
    build: {
      externalizeDeps: false,
      isolatedEntries: true,
      rollupOptions: {
        input: {
          index: resolve(import.meta.dirname, 'src/preload/index.ts'),
          kiosk: resolve(import.meta.dirname, 'src/preload/kiosk.ts'),
        },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: await rendererConfig(command, 'desktop'),
}));
