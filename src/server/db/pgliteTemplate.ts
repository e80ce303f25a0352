import type { PGlite } from '@electric-sql/pglite';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOCK_FILE } from './dataDirLock';
import { readDemoTemplate, type ShiftPlan } from './demoTemplate';
import { isFreshFolder } from './freshFolder';
import { untarIntoAsync } from './untarInto';

/** Built by scripts/buildServer.mjs: an initialised, migrated PGlite cluster, shipped beside the migrations. */
export const PGLITE_TEMPLATE = 'pglite-template.tar';

/** Part of the cached template's key: a PGlite upgrade may change the data directory's format. */
const PGLITE_VERSION = (() => {
  try {
    const require = createRequire(import.meta.url);
    const entry = require.resolve('@electric-sql/pglite');
    const pkg = path.join(entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`)), 'package.json');
    return String((JSON.parse(fs.readFileSync(pkg, 'utf8')) as { version?: string }).version);
  } catch {
    return 'unknown';
  }
})();

/**
 * Where a run from source (npm run web, the tests, the e2e server) keeps the template it made itself,
 * keyed by the migrations' content and PGlite's version: a changed migration makes a new one.
 */
export function cachedTemplatePath(migrationsFolder: string, pgliteVersion: string): string {
  const hash = createHash('sha256').update(pgliteVersion);
  const walk = (dir: string): void => {
    for (const name of fs.readdirSync(dir).sort()) {
      if (name === PGLITE_TEMPLATE) continue;
      const file = path.join(dir, name);
      if (fs.statSync(file).isDirectory()) walk(file);
      else hash.update(name).update(fs.readFileSync(file));
    }
  };
  walk(migrationsFolder);
  return path.join(os.tmpdir(), 'crm-ventas-pglite', `${hash.digest('hex').slice(0, 16)}.tar`);
}

export interface TemplateChoice {
  /** The cluster to start from (a tar of its data folder), when the directory is new and one exists. */
  tar?: Buffer;
  /** Where to keep the cluster this start makes, for the next fresh start (runs from source only). */
  saveTo?: string;
  /** The blob is the shipped demo, seeded at this instant: its dates are to be moved to today. */
  demoSeededAt?: Date;
  /** The shipped demo's tables to move (pglite-demo.json), when its build wrote them. */
  demoShiftPlan?: ShiftPlan;
}

/**
 * A new cluster (a new data directory, or memory) starts from a migrated template instead of initdb:
 * ~0.5 s to unpack against ~3.5 s of CPU. Migrations newer than the template still run after it.
 */
export function chooseTemplate(dir: string, migrationsFolder: string, demo = false, pgliteVersion = PGLITE_VERSION): TemplateChoice {
  if (!isFreshFolder(dir)) return {};
  const shippedDemo = demo ? readDemoTemplate(migrationsFolder) : undefined;
  if (shippedDemo) return { tar: shippedDemo.tar, demoSeededAt: shippedDemo.seededAt, demoShiftPlan: shippedDemo.shiftPlan };
  const shipped = path.join(migrationsFolder, PGLITE_TEMPLATE);
  if (fs.existsSync(shipped)) return { tar: fs.readFileSync(shipped) };
  const cached = cachedTemplatePath(migrationsFolder, pgliteVersion);
  if (fs.existsSync(cached)) return { tar: fs.readFileSync(cached), saveTo: cached };
  return { saveTo: cached };
}

/** Keeps a just-migrated cluster as the template; written aside and renamed, so readers never see half a file. */
export async function saveTemplate(client: Pick<PGlite, 'dumpDataDir'>, file: string): Promise<void> {
  try {
    const dump = await client.dumpDataDir('none');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
  } catch (error) {
    // Only a speed-up: a start that cannot write it still works.
    console.warn('PGlite: no se guardó la plantilla', (error as Error).message);
  }
}

/**
 * The cluster on `dir`, from the chosen template: a folder gets the template's files written into
 * it and is then opened as an existing one; memory gets it through PGlite (loadDataDir). A cached
 * template this PGlite cannot read is dropped and the cluster made by initdb instead (`template.tar`
 * is cleared, so the caller caches the new one).
 */
export async function createCluster(
  dir: string,
  template: TemplateChoice,
  create: (from?: { loadDataDir?: Blob; files?: Promise<void> }) => Promise<PGlite>,
): Promise<PGlite> {
  let files: Promise<void> | undefined;
  try {
    if (!template.tar) return await create();
    if (dir.startsWith('memory://')) return await create({ loadDataDir: new Blob([template.tar as Uint8Array<ArrayBuffer>]) });
    // A template dumped from a data folder carries the lock file of the process that made it: written
    // over ours, it would name a dead pid, and a second process would take the folder this one holds.
    // PGlite starts meanwhile, and waits for the files before it reads the folder (folderWhenReady.ts).
    files = untarIntoAsync(template.tar, dir, [LOCK_FILE]);
    files.catch(() => {}); // the open fails with it (FolderWhenReady), and the catch below waits for it
    return await create({ files });
  } catch (error) {
    await files?.catch(() => {}); // nothing is still writing into the folder it may clear
    if (!template.tar || !template.saveTo) throw error;
    fs.rmSync(template.saveTo, { force: true });
    if (!dir.startsWith('memory://')) for (const name of fs.readdirSync(dir)) if (name !== LOCK_FILE) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
    template.tar = undefined;
    return create();
  }
}
