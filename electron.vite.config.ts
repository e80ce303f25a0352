import { resolve } from 'node:path';
import { defineConfig, externalizeDepsPlugin, type UserConfig } from 'electron-vite';
import { rendererConfig } from './vite.renderer.config';

export default defineConfig(async ({ command }): Promise<UserConfig> => ({
  main: {
    plugins: [externalizeDepsPlugin()],
    // apiChild: the embedded API's process (utilityProcess.fork in the app, a Node child in the harness).
    build: { rollupOptions: { input: { index: resolve(import.meta.dirname, 'src/main/index.ts'), apiChild: resolve(import.meta.dirname, 'src/apiProcess/apiChild.ts') } } },
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
