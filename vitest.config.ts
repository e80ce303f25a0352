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
          // Every answer is also encoded by zod and must match the serializer's projection (lib/answerSerializer.ts).
          env: { ANSWER_CHECK: '1' },
        },
      },
    ],
  },
});
