import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { a11yPatches } from './build/a11yPatches';
import { antdStaticStyle } from './build/antdStaticStyle';
import { antdZeroRuntimeStyles } from './build/antdZeroRuntimeStyles';
import { absoluteBase, buildTarget, type RendererTarget } from './build/buildTarget';
import { codeSplittingGroups, recordDefaultSplit } from './build/criticalPathChunks';
import { routeScreens } from './build/routeScreens';
import { preloadKnownDeps } from './build/preloadKnownDeps';

const knownDeps = preloadKnownDeps();

/**
 * The renderer's build, shared by the desktop app (electron-vite, into out/renderer) and the browser
 * build (npm run build:web, into out/web). Each goes to its own folder with a record of its target:
 * the API serves only the browser's, the desktop app only its own.
 */
const base: UserConfig = {
  root: resolve(import.meta.dirname, 'src/renderer'),
  // Absolute asset paths: deep links (/sells/leads/42) load from app://crm and from the web server alike.
  base: '/',
  plugins: [
    // Icons unnamed unless labelled, the tables' measure row inert (build/a11yPatches.ts).
    a11yPatches(),
    react(),
    antdStaticStyle(),
    antdZeroRuntimeStyles(),
    // Which screen each route path loads, for the web server's per-path preloads.
    routeScreens(),
    // A lazy import's preload list without what its chunk already loaded.
    knownDeps.plugin,
    // Each asset's .br and .gz twin, made once here at the best level; the API serves them as they
    // are (the page itself is not compressed here: the server fills in its configuration). The
    // desktop build leaves this plugin out.
    compression({
      include: /\.(m?js|css|svg|json|woff2?|ttf)$/,
      threshold: 1024,
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
    }),
  ],
  resolve: {
    alias: [
      { find: '@shared', replacement: resolve(import.meta.dirname, 'src/shared') },
      // The charts' dependencies, trimmed: no image export (html2canvas), and lodash's ES build so
      // only the dozen functions @ant-design/plots uses ride along instead of all of lodash.
      { find: /^html2canvas$/, replacement: resolve(import.meta.dirname, 'build/noImageExport.ts') },
      { find: /^lodash$/, replacement: 'lodash-es' },
    ],
  },
  build: {
    outDir: resolve(import.meta.dirname, 'out/web'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 2500,
    modulePreload: { resolveDependencies: knownDeps.resolveDependencies },
    // The manifest lets scripts/checkBundleBudget.mjs follow each entry's static imports.
    manifest: true,
    rolldownOptions: {
      input: {
        main: resolve(import.meta.dirname, 'src/renderer/index.html'),
        // The public jobs board (/empleos): its own light page, no sign-in, no app shell.
        empleos: resolve(import.meta.dirname, 'src/renderer/empleos.html'),
      },
    },
  },
};

const COMPRESSION_PLUGIN = 'vite-plugin-compression';

/** Where each target's build goes: out/renderer sits beside out/main and out/preload, as main expects. */
export const RENDERER_OUT_DIRS: Record<RendererTarget, string> = {
  web: resolve(import.meta.dirname, 'out/web'),
  desktop: resolve(import.meta.dirname, 'out/renderer'),
};

/**
 * The build for `target`. A build first records the default split in memory, then groups the
 * start-up paths' code into a few chunks (build/criticalPathChunks.ts). The dev server keeps the
 * default. The desktop build keeps the absolute base (electron-vite would make it relative) and
 * leaves out the .br/.gz twins (app:// reads the files as they are).
 */
export async function rendererConfig(command: 'build' | 'serve', target: RendererTarget = 'web'): Promise<UserConfig> {
  const plugins = [
    ...(target === 'desktop' ? (base.plugins ?? []).filter((p) => !(p && typeof p === 'object' && 'name' in p && p.name === COMPRESSION_PLUGIN)) : (base.plugins ?? [])),
    buildTarget(target),
    ...(target === 'desktop' ? [absoluteBase()] : []),
  ];
  const config: UserConfig = { ...base, plugins, build: { ...base.build, outDir: RENDERER_OUT_DIRS[target] } };
  if (command !== 'build') return config;
  const groupOf = await recordDefaultSplit(base, [COMPRESSION_PLUGIN]);
  return { ...config, build: { ...config.build, rolldownOptions: { ...config.build!.rolldownOptions, output: { codeSplitting: { groups: codeSplittingGroups(groupOf) } } } } };
}

export default defineConfig(({ command }) => rendererConfig(command, 'web'));
