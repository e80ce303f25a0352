import fs from 'node:fs';
import path from 'node:path';

/** Written by the renderer build beside its manifest (build/buildTarget.ts): which build the folder holds. */
export const BUILD_TARGET_FILE = '.vite/crm-build.json';

/**
 * The browser build's folder: `STATIC_DIR` when set, else out/web of this checkout (the server run
 * from src/server through tsx) or beside the bundled server (out/server → out/web).
 */
export function defaultStaticDir(serverDir: string): string | undefined {
  const candidates = [path.resolve(serverDir, '../../out/web'), path.resolve(serverDir, '../web')];
  return candidates.find((c) => fs.existsSync(path.join(c, 'index.html')));
}

/** The target the build in `root` says it was made for; undefined for a folder without the record. */
export function buildTargetOf(root: string): string | undefined {
  try {
    const value: unknown = JSON.parse(fs.readFileSync(path.join(root, BUILD_TARGET_FILE), 'utf8'));
    return typeof value === 'object' && value !== null && typeof (value as { target?: unknown }).target === 'string' ? (value as { target: string }).target : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Why the API will not serve `root`, or undefined when it may: only the browser build (`npm run
 * build:web`) is made for it. The desktop build (electron-vite, out/renderer) targets Electron's
 * Chromium, is not minified and has no compressed twins; a folder without the record is an older
 * or foreign build.
 */
export function refusalOf(root: string): string | undefined {
  const target = buildTargetOf(root);
  if (target === 'web') return undefined;
  const what = target === 'desktop' ? 'la compilación de escritorio (electron-vite)' : 'una compilación sin registro de destino';
  return `${root} contiene ${what}, no la del navegador: la interfaz no se sirve. Ejecute \`npm run build:web\` (escribe out/web) o apunte STATIC_DIR a out/web.`;
}

/** The same-origin files a page asks for at start (`src="/assets/…"`, `href="/assets/…"`). */
export function assetsOf(html: string): string[] {
  return [...html.matchAll(/\s(?:src|href)="\/(assets\/[^"?#]+)"/g)].map((m) => m[1]!);
}

/** A file's identity for change checks: changes when the file is rewritten or replaced. */
function stampOf(file: string): string | undefined {
  try {
    const stat = fs.statSync(file);
    return `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
  } catch {
    return undefined;
  }
}

export interface BuiltPageOptions {
  /** How long a page request waits for a build in progress to write the page and its assets. */
  waitMs?: number;
  pollMs?: number;
  /** Other files whose change means a new build (the manifest the preloads are read from). */
  companions?: string[];
}

export interface PageVersion<T> {
  html: string;
  /** What was derived from the same build (the module preloads); recomputed with the page. */
  derived: T;
}

/**
 * A built page, read again whenever the build changes under a running server. `npm run build:web`
 * empties the folder and writes new hashed assets: a page kept from before would name assets that
 * no longer exist, and every screen would be blank until a restart. Each request checks the files'
 * stamps (a `stat`, no read); a changed page is taken only once every asset it names is on disk, so
 * a request that comes while the build is writing waits for it (up to `waitMs`) instead of getting
 * a page whose scripts are missing. Undefined when no complete build appears in time.
 */
export function builtPage<T>(file: string, derive: () => T, { waitMs = 15_000, pollMs = 100, companions = [] }: BuiltPageOptions = {}) {
  const root = path.dirname(file);
  const stampNow = () => [file, ...companions].map(stampOf).join('|');
  let current: (PageVersion<T> & { stamp: string }) | undefined;

  const complete = (html: string) => assetsOf(html).every((asset) => fs.existsSync(path.join(root, asset)));

  /** The page on disk if it is whole (exists, its assets written, its build records readable). */
  const readNow = (): (PageVersion<T> & { stamp: string }) | undefined => {
    const stamp = stampNow();
    try {
      const html = fs.readFileSync(file, 'utf8');
      return complete(html) ? { html, derived: derive(), stamp } : undefined;
    } catch {
      // Missing, or a record half written (the manifest): the build is still writing.
      return undefined;
    }
  };

  return {
    /**
     * The current page. When the files changed, the new page once it is whole; meanwhile the page
     * in memory while its own assets are still there, else a wait for the build (undefined when
     * nothing whole appears in time).
     */
    async get(): Promise<PageVersion<T> | undefined> {
      if (current && current.stamp === stampNow()) return current;
      const deadline = Date.now() + waitMs;
      for (;;) {
        const found = readNow();
        // Taken once its stamp held while it was read (the build was not writing it meanwhile).
        if (found && found.stamp === stampNow()) return (current = found);
        if (current && complete(current.html)) return current;
        if (Date.now() >= deadline) return undefined;
        await new Promise((resolve) => setTimeout(resolve, pollMs));
      }
    },
    /** Reads the page now (at start); false when the file is not there. */
    load(): boolean {
      current = readNow() ?? current;
      return current !== undefined;
    },
  };
}
