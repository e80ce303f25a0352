import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extensionsOnFirstUse } from './extensionsOnFirstUse';
import { FolderWhenReady } from './folderWhenReady';
import { untarIntoAsync } from './untarInto';

const extensions = { pg_trgm, btree_gin, extensionsOnFirstUse };
const temps: string[] = [];
const temp = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-folder-ready-'));
  temps.push(dir);
  return dir;
};
let template: Buffer;

beforeAll(async () => {
  // A cluster as the shipped template is: a table with a trigram index (pg_trgm) and a btree_gin one.
  const pg = await PGlite.create('memory://', { extensions });
  await pg.exec(`
    CREATE EXTENSION pg_trgm; CREATE EXTENSION btree_gin;
    CREATE TABLE people (id int PRIMARY KEY, agency int NOT NULL, name text NOT NULL);
    INSERT INTO people VALUES (1, 1, 'Alejandra Villaseñor'), (2, 1, 'Luis Ortega'), (3, 2, 'Alejandro Vidal');
    CREATE INDEX people_name_trgm ON people USING gin (name gin_trgm_ops);
    CREATE INDEX people_agency_name ON people USING gin (agency, name gin_trgm_ops);
  `);
  template = Buffer.from(await (await pg.dumpDataDir('none')).arrayBuffer());
  await pg.close();
}, 60_000);

afterAll(() => {
  for (const dir of temps) fs.rmSync(dir, { recursive: true, force: true });
});

describe('FolderWhenReady: PGlite starts while a new folder is unpacked (issue 51)', () => {
  it('opens the folder once its files are written, and the extensions load when a statement first needs them', async () => {
    const dir = temp();
    let writtenAt = 0;
    // PGlite is created before a single file is in the folder.
    const files = new Promise((resolve) => setTimeout(resolve, 300)).then(async () => {
      await untarIntoAsync(template, dir);
      writtenAt = performance.now();
    });
    const pg = await PGlite.create({ fs: new FolderWhenReady(dir, files), extensions });
    expect(writtenAt).toBeGreaterThan(0);
    expect((await pg.query('SELECT count(*)::int AS n FROM people')).rows).toEqual([{ n: 3 }]);
    await pg.exec('SET enable_seqscan = off');
    const similar = await pg.query<{ id: number }>("SELECT id FROM people WHERE agency = 1 AND name % 'Alejandra Villasenor' ORDER BY id");
    expect(similar.rows).toEqual([{ id: 1 }]);
    await pg.query("INSERT INTO people VALUES (4, 1, 'Alejandra Villaseñor García')");
    expect((await pg.query<{ id: number }>("SELECT id FROM people WHERE name ILIKE '%villaseñor%' ORDER BY id")).rows).toEqual([{ id: 1 }, { id: 4 }]);
    await pg.close();
    // Written to disk: the folder opens again as an existing one.
    const again = await PGlite.create(dir, { extensions });
    expect((await again.query('SELECT count(*)::int AS n FROM people')).rows).toEqual([{ n: 4 }]);
    await again.close();
  }, 60_000);

  it('fails the open with the unpack’s own error', async () => {
    const dir = temp();
    const files = Promise.reject(new Error('tar: archivo truncado en base/5/1249'));
    await expect(PGlite.create({ fs: new FolderWhenReady(dir, files), extensions })).rejects.toThrow('archivo truncado');
  }, 60_000);
});
