import path from 'node:path';

/** Vite's hashed output: a name never changes content, so a browser may keep it a year without asking. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (the page, the favicon): always revalidated, so a new release is seen at once. */
export const REVALIDATE = 'no-cache';

export function cacheControlFor(root: string, filePath: string): string {
  const relative = path.relative(root, filePath).split(path.sep);
  return relative[0] === 'assets' ? IMMUTABLE : REVALIDATE;
}
