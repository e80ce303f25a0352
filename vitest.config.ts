import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        // The renderer's alias (vite.renderer.config.ts), for its pure modules' tests.
        resolve: { alias: { '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)) } },
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts', 'build/**/*.test.ts', 'eslint/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // A file's database opens from the cached PGlite template (scripts' first file makes it) and
          // seeds in about a second; the margins are for a loaded CI machine.
          testTimeout: 90_000,
          hookTimeout: 240_000,
          // Each file gets its own database; two at a time suits a 2-core machine.
          maxWorkers: 2,
          // The files of a worker share its modules: each file builds its own app and database (the
          // server keeps its state per app, lib/appScope.ts) and no API test mocks a module, so loading
          // the server's graph once per worker instead of once per file is all this changes (the two
          // passes 633 -> 383 s on 2 cores).
          isolate: false,
          // Every answer is also encoded by zod and must match the serializer's projection (lib/answerSerializer.ts).
          env: { ANSWER_CHECK: '1' },
        },
      },
    ],
  },
});
