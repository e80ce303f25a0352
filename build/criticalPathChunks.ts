import path from 'node:path';
import { build, type InlineConfig, type Plugin, type UserConfig } from 'vite';

/**
 * The code a cold start needs, in a few chunks instead of ~60.
 *
 * Rolldown's default splits code by the exact set of lazy screens and dialogs that use it: the
 * leads list's first row needed 62 small files over HTTP/1.1's six connections, with the browser
 * and the server sharing the machine's cores. Here the chunks the start-up paths load are merged by
 * the first path that needs them:
 *
 *   login  the sign-in form (the page's script and login/loginEntry.tsx)
 *   app    the signed-in shell (app/appEntry.tsx), less the above
 *   list   the leads list, the first screen of most roles, less the above
 *
 * Each of these paths loads its own group and the ones before it, and a group holds only the modules
 * the default split had put on that path after tree-shaking, so none of them gets code it did not
 * load before. Another screen that used part of a group loads all of it now: a little more code in
 * far fewer files (the agenda's day: 379 → 406 KB gzip, 55 → 15 files, and it opens sooner).
 * Chunks that are an entry or a lazy import's target stay their own (the manifest keys the server's
 * preloads and the budget check follow them), as do the chunks of the other pages (the jobs board);
 * everything else keeps the default split.
 *
 * Which modules those are is known only after tree-shaking, so the build runs twice: a quick first
 * pass in memory (no minifying, no compressed twins) records the default split, the real build
 * groups by it.
 */
export const CRITICAL_PATHS = [
  { group: 'login', entries: ['index.html', 'src/login/loginEntry.tsx'] },
  { group: 'app', entries: ['src/app/appEntry.tsx'] },
  { group: 'list', entries: ['src/modules/leads/list/LeadsListPage.tsx'] },
] as const;

export type CriticalGroup = (typeof CRITICAL_PATHS)[number]['group'];

/** What the first pass needs of an output chunk (rolldown's OutputChunk has these fields). */
export interface SplitChunk {
  fileName: string;
  /** The entry or lazy-import target the chunk stands for; undefined for a shared chunk. */
  facadeModuleId: string | null;
  moduleIds: readonly string[];
  /** Static imports, by file name. */
  imports: readonly string[];
}

/**
 * Module id → group, from the default split: each path's shared chunks reached through static
 * imports from its entries, the first path to reach a chunk taking it.
 */
export function groupsFromSplit(chunks: readonly SplitChunk[], root: string): Map<string, CriticalGroup> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const byEntry = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [path.relative(root, c.facadeModuleId!).split(path.sep).join('/'), c]));
  const groupOf = new Map<string, CriticalGroup>();
  // The other pages (empleos.html, the public jobs board) keep the chunks they load as they are: a
  // group that also held a chunk of theirs would bring the path's code (and the app page's own
  // entry, which a lazy chunk may import) into their page.
  const taken = new Set<string>();
  const otherPages = [...byEntry].filter(([key]) => key.endsWith('.html') && !CRITICAL_PATHS.some((p) => (p.entries as readonly string[]).includes(key)));
  const stackOther = otherPages.map(([, chunk]) => chunk.fileName);
  while (stackOther.length) {
    const file = stackOther.pop()!;
    if (taken.has(file)) continue;
    taken.add(file);
    stackOther.push(...(byFile.get(file)?.imports ?? []));
  }
  for (const { group, entries } of CRITICAL_PATHS) {
    const stack = entries.map((entry) => {
      const chunk = byEntry.get(entry);
      if (!chunk) throw new Error(`criticalPathChunks: "${entry}" is not an entry or lazy import of the build: update CRITICAL_PATHS`);
      return chunk.fileName;
    });
    const seen = new Set<string>();
    while (stack.length) {
      const file = stack.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      const chunk = byFile.get(file);
      if (!chunk) continue;
      if (!chunk.facadeModuleId && !taken.has(file)) {
        taken.add(file);
        for (const id of chunk.moduleIds) groupOf.set(id, group);
      }
      stack.push(...chunk.imports);
    }
  }
  return groupOf;
}

/** Rolldown's `output.codeSplitting.groups` for the map: one chunk a group, higher priority first. */
export function codeSplittingGroups(groupOf: ReadonlyMap<string, CriticalGroup>) {
  return CRITICAL_PATHS.map(({ group }, index) => ({
    name: group,
    test: (id: string) => groupOf.get(id) === group,
    priority: CRITICAL_PATHS.length - index,
    // Only the modules the default split put there: following the module graph instead would pull
    // in what tree-shaking dropped (antd's index imports every component).
    includeDependenciesRecursively: false,
  }));
}

/** The first pass: the renderer built in memory with the default split, returning the groups' map. */
export async function recordDefaultSplit(config: UserConfig, skipPlugins: readonly string[]): Promise<Map<string, CriticalGroup>> {
  let chunks: SplitChunk[] = [];
  const recorder: Plugin = {
    name: 'crm:record-default-split',
    generateBundle(_options, bundle) {
      chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [{ fileName: item.fileName, facadeModuleId: item.facadeModuleId, moduleIds: item.moduleIds, imports: item.imports }] : []));
    },
  };
  const plugins = (config.plugins ?? []).flat().filter((p): p is Plugin => !!p && typeof p === 'object' && 'name' in p && !skipPlugins.includes(p.name));
  const inline: InlineConfig = {
    ...config,
    configFile: false,
    logLevel: 'warn',
    plugins: [...plugins, recorder],
    build: { ...config.build, write: false, minify: false, manifest: false },
  };
  await build(inline);
  return groupsFromSplit(chunks, config.root!);
}
