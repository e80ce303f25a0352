import fs from 'node:fs';
import { startTimings } from '../lib/startTimings';
import { lockDataDir, type DataDirLock } from './dataDirLock';
import { chooseTemplate, createCluster, type TemplateChoice } from './pgliteTemplate';
import type { PreparingPGlite } from './preparingPglite';

/** The embedded database's shared buffers (PostgreSQL's default is 128MB): see openPgliteCluster. */
export const PGLITE_SHARED_BUFFERS = '16MB';

/** An open PGlite cluster on its (locked) directory, before drizzle, migrations or the demo's date shift. */
export interface PgliteCluster {
  client: PreparingPGlite;
  /** The template it started from (`tar` cleared when a cached one was unreadable: the caller caches the new one). */
  template: TemplateChoice;
  /** Lets the directory go (after the client is closed, or when the start failed). */
  releaseLock(): void;
}

/**
 * PGlite on `dataDir` ('memory://' or ':memory:' or nothing for RAM): the directory locked, a new one
 * made from the chosen template. What openDatabase does for PGlite before drizzle; the desktop's API
 * process runs it in a worker thread (src/apiProcess/pgliteWorker.ts) so it overlaps the app's loading.
 */
// When each step of the open finished (bench:start), in whichever thread runs it.
const mark = startTimings('cluster: ');

export async function openPgliteCluster(dataDir: string | undefined, migrationsFolder: string, demo?: boolean): Promise<PgliteCluster> {
  // PGlite's modules load while a new directory's template is unpacked (its files are written on
  // libuv's threads: untarIntoAsync), not before it.
  const modules = Promise.all([
    import('@electric-sql/pglite'),
    import('./preparingPglite'),
    import('@electric-sql/pglite/contrib/btree_gin'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('./folderWhenReady'),
    import('./extensionsOnFirstUse'),
  ]);
  modules.catch(() => {}); // awaited below, unless the lock is refused first
  const dir = !dataDir || dataDir === ':memory:' ? 'memory://' : dataDir;
  let lock: DataDirLock | undefined;
  if (!dir.startsWith('memory://')) {
    fs.mkdirSync(dir, { recursive: true });
    // Before PGlite touches a file: a second process on the same directory would corrupt it.
    lock = lockDataDir(dir);
  }
  try {
    const template = chooseTemplate(dir, migrationsFolder, demo);
    mark(`template chosen (${template.tar ? 'unpack' : 'none'})`);
    const client = await createCluster(dir, template, async ({ loadDataDir, files } = {}) => {
      const [{ PGlite }, { PreparingPGlite }, { btree_gin }, { pg_trgm }, { FolderWhenReady }, { extensionsOnFirstUse }] = await modules;
      mark('PGlite loaded');
      // PostgreSQL's default 128 MB of shared buffers are set up on every start, inside the WASM
      // memory: ~0.4 s of a desktop start. The embedded database is one connection over files the
      // operating system caches anyway, so a smaller pool costs little (measured in docs/performance.md).
      // No JIT, as on a server (its build has no LLVM: the setting only says so).
      const startParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`, '-c', 'jit=off'];
      return PreparingPGlite.open(dir, { extensions: { pg_trgm, btree_gin, extensionsOnFirstUse }, loadDataDir, startParams, ...(files ? { fs: new FolderWhenReady(dir, files) } : {}) });
    });
    mark('open');
    return { client: client as PreparingPGlite, template, releaseLock: () => lock?.release() };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
