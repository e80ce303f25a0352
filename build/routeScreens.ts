import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** A route of the app's route table and its screen's module, as a vite manifest key. */
export interface RouteScreen {
  path: string;
  key: string;
  /** The route's `preload` chunk (a lazy part the screen shows at once), as a manifest key. */
  preload?: string;
}

/** The route table's file, relative to the renderer's root (src/renderer). */
export const ROUTE_TABLE = 'src/app/routeTable.tsx';
export const ROUTE_SCREENS_FILE = '.vite/route-screens.json';

/**
 * Reads `{ path: '…', …, element: screen(() => import('…'), …) }` entries from the route table's
 * source, in its order (the app takes the first matching route). `resolve` turns the import's
 * specifier into a manifest key, or undefined when it names no file (the build then fails).
 */
export function parseRouteScreens(source: string, resolve: (specifier: string) => string | undefined): RouteScreen[] {
  const screens: RouteScreen[] = [];
  // One object literal: from `path:` to its screen's import, without crossing into another `{…}`.
  for (const match of source.matchAll(/path:\s*'([^']+)'[^{}]*?screen\(\s*\(\)\s*=>\s*import\('([^']+)'\)(?:[^{}]*?preload:\s*\(\)\s*=>\s*import\('([^']+)'\))?/g)) {
    const [, routePath, specifier, preloadSpecifier] = match;
    const key = resolve(specifier!);
    if (!key) throw new Error(`route ${routePath}: cannot find the screen module ${specifier}`);
    const preload = preloadSpecifier === undefined ? undefined : resolve(preloadSpecifier);
    if (preloadSpecifier !== undefined && !preload) throw new Error(`route ${routePath}: cannot find the preload module ${preloadSpecifier}`);
    screens.push({ path: routePath!, key, ...(preload ? { preload } : {}) });
  }
  return screens;
}

/**
 * Writes `.vite/route-screens.json` beside the manifest: which screen module each route path
 * loads, so the web server can preload a path's screen chunk in the page (src/server/web/modulePreloads.ts)
 * instead of the app asking for it once its own code has run.
 */
export function routeScreens(): Plugin {
  let root = '';
  return {
    name: 'crm-route-screens',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle() {
      const file = path.join(root, ROUTE_TABLE);
      const dir = path.dirname(file);
      const resolve = (specifier: string) => {
        const base = path.resolve(dir, specifier);
        const found = ['.tsx', '.ts', '.jsx', '.js'].map((ext) => base + ext).find((f) => fs.existsSync(f));
        return found && path.relative(root, found).split(path.sep).join('/');
      };
      const screens = parseRouteScreens(fs.readFileSync(file, 'utf8'), resolve);
      this.emitFile({ type: 'asset', fileName: ROUTE_SCREENS_FILE, source: `${JSON.stringify(screens, null, 1)}\n` });
    },
  };
}
