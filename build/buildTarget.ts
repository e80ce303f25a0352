import type { Plugin } from 'vite';

/** Which renderer build a folder holds: the browser's (served by the API) or the desktop app's (served by app://crm). */
export type RendererTarget = 'web' | 'desktop';

/** Written beside the manifest; the API serves a folder only when it names the web build (src/server/web/rendererBuild.ts). */
export const BUILD_TARGET_FILE = '.vite/crm-build.json';

/** Records the build's target in `.vite/crm-build.json`. */
export function buildTarget(target: RendererTarget): Plugin {
  return {
    name: 'crm:build-target',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: BUILD_TARGET_FILE, source: `${JSON.stringify({ target })}\n` });
    },
  };
}

/**
 * electron-vite's renderer preset sets `base: './'` for production builds, so the page asks for
 * `./assets/…` relative to its own address: a window opened on (or reloaded at) a nested route such
 * as app://crm/lista-espera-citas/1 then asks for app://crm/lista-espera-citas/assets/… and gets
 * nothing. Runs after the preset (which is `enforce: 'pre'`) and puts the absolute base back.
 */
export function absoluteBase(): Plugin {
  return {
    name: 'crm:absolute-base',
    config(config) {
      config.base = '/';
    },
  };
}
