import type { Plugin } from 'vite';

type ResolveDependencies = (filename: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }) => string[];

/**
 * A lazy import's preload list without the chunks its host has already loaded. Vite lists, for each
 * `import()`, every JS chunk the target needs (`__vite__mapDeps`), including the shell's chunks that
 * the importing chunk itself imported statically, so they are loaded whenever that import runs: the
 * route table's 60 screens each named the same dozen app chunks, ~3.6 KB of gzip on the leads list's
 * first row for nothing (the preload helper skips a loaded chunk anyway). The host's static imports
 * are read from the bundle, captured before Vite writes the lists.
 */
export function preloadKnownDeps(): { plugin: Plugin; resolveDependencies: ResolveDependencies } {
  let imports = new Map<string, readonly string[]>();
  const loadedWith = new Map<string, Set<string>>();
  const closureOf = (host: string): Set<string> => {
    let seen = loadedWith.get(host);
    if (seen) return seen;
    seen = new Set<string>();
    const stack = [host];
    while (stack.length) {
      const file = stack.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      stack.push(...(imports.get(file) ?? []));
    }
    loadedWith.set(host, seen);
    return seen;
  };
  return {
    plugin: {
      name: 'preload-known-deps',
      enforce: 'pre',
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          imports = new Map(Object.values(bundle).flatMap((out) => (out.type === 'chunk' ? [[out.fileName, out.imports] as const] : [])));
          loadedWith.clear();
        },
      },
    },
    resolveDependencies: (_filename, deps, { hostId, hostType }) => {
      if (hostType !== 'js' || imports.size === 0) return deps;
      const loaded = closureOf(hostId);
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}
