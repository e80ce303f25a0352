import fs from 'node:fs';
import path from 'node:path';
import { trimTrailing } from '../../shared/domain/trimTrailing';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** Manifest keys of the renderer's two start-up entries (src/renderer/src/main.tsx loads one). */
const LOGIN_ENTRY = 'src/login/loginEntry.tsx';
const APP_ENTRY = 'src/app/appEntry.tsx';
/** Written by the build beside the manifest (build/routeScreens.ts): each route path's screen module. */
const ROUTE_SCREENS = '.vite/route-screens.json';

/**
 * Whether `pathname` is a URL of the route `pattern` (`/sells/leads/:leadId`), as the app's
 * router matches its routes: whole path, `:name` for one non-empty segment, a trailing slash and
 * letter case ignored.
 */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const split = (p: string) => trimTrailing(p, '/').split('/');
  const want = split(pattern);
  const got = split(pathname);
  return want.length === got.length && want.every((seg, i) => (seg.startsWith(':') ? got[i] !== '' : seg.toLowerCase() === got[i]!.toLowerCase()));
}

/**
 * `<link rel="modulepreload">` tags for the entry a path will load, so its chunks download while
 * the start-up script runs instead of after it: the sign-in entry for /login, the app for the rest
 * (a signed-out visitor of an app path is sent to /login by the start-up script anyway), plus the
 * path's screen (its chunk and imports, and a preload of its stylesheets) so it does not wait for
 * the app's code to ask for it. Empty when the build has no manifest.
 */
export function modulePreloads(root: string): (pathname: string) => string {
  const file = path.join(root, '.vite/manifest.json');
  if (!fs.existsSync(file)) return () => '';
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const screensFile = path.join(root, ROUTE_SCREENS);
  const screens = fs.existsSync(screensFile) ? (JSON.parse(fs.readFileSync(screensFile, 'utf8')) as { path: string; key: string; preload?: string }[]) : [];
  // The page's own entry is already in the page.
  const own = manifest['index.html']?.file;
  const chunksOf = (entry: string, seen: Set<string>) => {
    const scripts: string[] = [];
    const styles: string[] = [];
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(chunk.file)) return;
      seen.add(chunk.file);
      if (chunk.file.endsWith('.js') && chunk.file !== own) scripts.push(chunk.file);
      styles.push(...(chunk.css ?? []));
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(entry);
    return { scripts, styles };
  };
  const tags = ({ scripts, styles }: { scripts: string[]; styles: string[] }) =>
    scripts.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('') +
    // Preloaded, not applied: the app's code inserts them as it loads (vite's preload helper).
    styles.map((f) => `<link rel="preload" as="style" crossorigin href="/${f}">`).join('');
  const login = tags(chunksOf(LOGIN_ENTRY, new Set()));
  const appSeen = new Set<string>();
  const appChunks = chunksOf(APP_ENTRY, appSeen);
  const app = tags(appChunks);
  // Each screen's chunks beyond the app's own, computed once.
  const screenTags = new Map<string, string>();
  const forScreen = (key: string, preload: string | undefined) => {
    const cacheKey = `${key}|${preload ?? ''}`;
    let found = screenTags.get(cacheKey);
    if (found === undefined) {
      const seen = new Set(appSeen);
      // The screen's chunks first: the route's preload (e.g. the dashboard's charts) after them.
      found = tags(chunksOf(key, seen)) + (preload ? tags(chunksOf(preload, seen)) : '');
      screenTags.set(cacheKey, found);
    }
    return found;
  };
  return (pathname) => {
    if (pathname === '/login') return login;
    // The first matching route, as the app's route table is read (app/preloadRoute.ts).
    const screen = screens.find((s) => matchesRoute(s.path, pathname));
    return screen ? app + forScreen(screen.key, screen.preload) : app;
  };
}
