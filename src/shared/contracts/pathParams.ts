import type { PathParamNames } from './routeContract';

/**
 * The params of a concrete path if it is one of a call's (`/lead/:id` and `/lead/42` → `{ id: '42' }`),
 * else undefined: a URL the API answered with (a stored file's) is called through the contract it
 * names. Its own module: contractPath is in the app's entry, this is not needed there.
 */
export function pathParams<P extends string>(path: P, concrete: string): Record<PathParamNames<P>, string> | undefined {
  const names: string[] = [];
  const source = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    names.push(name);
    return '([^/?#]+)';
  });
  const match = new RegExp(`^${source}$`).exec(concrete);
  if (!match) return undefined;
  try {
    return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)])) as Record<PathParamNames<P>, string>;
  } catch {
    return undefined; // a malformed escape is no call's path
  }
}
