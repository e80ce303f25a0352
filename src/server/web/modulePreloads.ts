import fs from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** Manifest keys of the renderer's two start-up entries (src/renderer/src/main.tsx loads one). */
const LOGIN_ENTRY = 'src/login/loginEntry.tsx';
const APP_ENTRY = 'src/app/appEntry.tsx';

/**
 * `<link rel="modulepreload">` tags for the entry a path will load, so its chunks download while
 * the start-up script runs instead of after it: the sign-in entry for /login, the app for the rest
 * (a signed-out visitor of an app path is sent to /login by the start-up script anyway).
 * Empty when the build has no manifest.
 */
export function modulePreloads(root: string): (pathname: string) => string {
  const file = path.join(root, '.vite/manifest.json');
  if (!fs.existsSync(file)) return () => '';
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const tags = (entry: string) => {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(entry);
    // The page's own entry is already in the page.
    const own = manifest['index.html']?.file;
    return [...files]
      .filter((f) => f.endsWith('.js') && f !== own)
      .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`)
      .join('');
  };
  const login = tags(LOGIN_ENTRY);
  const app = tags(APP_ENTRY);
  return (pathname) => (pathname === '/login' ? login : app);
}
