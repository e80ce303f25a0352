// A local ESLint plugin (issue 41): the server's features are modules with one door each.
//
//   feature-boundaries/door-only   a feature imports another feature only through its door,
//                                  features/<domain>/index.ts ('../<domain>'), or one of the grouped
//                                  doors a big feature keeps in features/<domain>/doors/ (leads: issue
//                                  52), never its inner files;
//                                  the one exception is a tables.ts naming another feature's tables.ts
//                                  for a foreign key (schema level: drizzle-kit reads them together).
//   feature-boundaries/no-cycle    no feature -> feature import cycle: the graph of the features is
//                                  read once per lint run from the files on disk, and the import that
//                                  closes a cycle (its target reaches the importing feature back) is
//                                  reported with the cycle.
//
// Options of both rules: { featuresDir } (default 'src/server/features', from the working directory).
import fs from 'node:fs';
import path from 'node:path';

const DEFAULT_DIR = 'src/server/features';
const IMPORT_RE = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function featuresDirOf(context) {
  const option = context.options[0]?.featuresDir ?? DEFAULT_DIR;
  return path.resolve(context.cwd ?? process.cwd(), option);
}

/** Where `spec`, imported by `file`, lands among the features: { feature, rest } or null. */
export function targetOf(featuresDir, file, spec) {
  if (!spec.startsWith('.')) return null;
  const target = path.resolve(path.dirname(file), spec);
  const rel = path.relative(featuresDir, target);
  if (rel.startsWith('..') || path.isAbsolute(rel) || rel === '') return null;
  const [feature, ...rest] = rel.split(path.sep);
  const inner = rest.join('/').replace(/\.(ts|js)$/, '');
  return { feature, rest: inner === 'index' ? '' : inner };
}

/** The feature a file belongs to, or null when it is outside the features. */
export function featureOf(featuresDir, file) {
  const rel = path.relative(featuresDir, path.resolve(file));
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [feature, ...rest] = rel.split(path.sep);
  return rest.length ? feature : null;
}

const graphs = new Map();

/** feature -> Set of features it imports (tests excluded), read from disk once per features directory and run. */
export function featureGraph(featuresDir) {
  const cached = graphs.get(featuresDir);
  if (cached) return cached;
  const graph = new Map();
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        const from = featureOf(featuresDir, full);
        if (!from) continue;
        if (!graph.has(from)) graph.set(from, new Set());
        for (const m of fs.readFileSync(full, 'utf8').matchAll(IMPORT_RE)) {
          const to = targetOf(featuresDir, full, m[1] ?? m[2]);
          if (to && to.feature !== from) graph.get(from).add(to.feature);
        }
      }
    }
  };
  if (fs.existsSync(featuresDir)) walk(featuresDir);
  graphs.set(featuresDir, graph);
  return graph;
}

/** A path from `from` to `to` in the graph (breadth first: the shortest), or null. */
export function pathBetween(graph, from, to) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length) {
    const at = queue.shift();
    if (at === to) {
      const route = [];
      for (let n = to; n !== null; n = previous.get(n)) route.unshift(n);
      return route;
    }
    for (const next of graph.get(at) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, at);
        queue.push(next);
      }
    }
  }
  return null;
}

function importVisitors(check) {
  const visit = (node) => {
    if (node.source && typeof node.source.value === 'string') check(node.source, node.source.value);
  };
  return { ImportDeclaration: visit, ExportNamedDeclaration: visit, ExportAllDeclaration: visit, ImportExpression: visit };
}

const schema = [{ type: 'object', properties: { featuresDir: { type: 'string' } }, additionalProperties: false }];

const doorOnly = {
  meta: {
    type: 'problem',
    docs: { description: "A feature imports another feature only through its door ('../<domain>', features/<domain>/index.ts)." },
    schema,
    messages: {
      inner:
        "'{{spec}}' reaches into the {{feature}} feature: import it from its door ('{{door}}'), and export what you need there (src/server/features/README.md).",
    },
  },
  create(context) {
    const featuresDir = featuresDirOf(context);
    const file = context.filename;
    const own = featureOf(featuresDir, file);
    if (!own) return {};
    return importVisitors((node, spec) => {
      const to = targetOf(featuresDir, file, spec);
      if (!to || to.feature === own || to.rest === '' || /^doors\/[A-Za-z]+$/.test(to.rest)) return;
      // A foreign key names the other feature's table: tables.ts files see each other (db/schema.ts gathers them).
      if (path.basename(file).replace(/\.ts$/, '') === 'tables' && to.rest === 'tables') return;
      let door = path.relative(path.dirname(file), path.join(featuresDir, to.feature)).split(path.sep).join('/');
      if (!door.startsWith('.')) door = `./${door}`;
      context.report({ node, messageId: 'inner', data: { spec, feature: to.feature, door } });
    });
  },
};

const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No feature -> feature import cycle.' },
    schema,
    messages: {
      cycle:
        "'{{spec}}' closes a feature import cycle: {{cycle}}. Move the shared piece down (lib, db/tables, shared), or let the lower feature offer a step the higher one registers (leads' leadWrites).",
    },
  },
  create(context) {
    const featuresDir = featuresDirOf(context);
    const file = context.filename;
    const own = featureOf(featuresDir, file);
    if (!own) return {};
    return importVisitors((node, spec) => {
      const to = targetOf(featuresDir, file, spec);
      if (!to || to.feature === own) return;
      const back = pathBetween(featureGraph(featuresDir), to.feature, own);
      if (back) context.report({ node, messageId: 'cycle', data: { spec, cycle: [own, ...back].join(' -> ') } });
    });
  },
};

/** Forgets the graphs read so far (a test that writes files between runs). */
export function resetFeatureGraphs() {
  graphs.clear();
}

export default {
  meta: { name: 'feature-boundaries' },
  rules: { 'door-only': doorOnly, 'no-cycle': noCycle },
};
