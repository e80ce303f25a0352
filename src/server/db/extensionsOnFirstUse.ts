import type { Extension } from '@electric-sql/pglite';

/**
 * PGlite compiles and links every extension's library (pg_trgm, btree_gin) while it starts, although
 * PostgreSQL loads one only when a statement first calls into it. With this among the extensions, the
 * libraries are only written into PGlite's file system, and PostgreSQL's own load links each one
 * (synchronously, a few milliseconds) on first use: ~30 ms less at every start (issue 51).
 */
export const extensionsOnFirstUse: Extension = {
  name: 'extensions-on-first-use',
  setup: async (_pg, emscriptenOpts) => ({ emscriptenOpts: { ...emscriptenOpts, noWasmDecoding: true } }),
};
