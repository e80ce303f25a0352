import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteWorkerUnavailable, startPgliteWorker, type PgliteWorker, type PgliteWorkerClient } from './pgliteWorkerClient';
import { workerDatabase } from './workerDatabase';

const ROOT = path.resolve(import.meta.dirname, '../..');

// The worker's entry as electron-vite builds it (one ES module, packages from node_modules), written
// inside the repository so that it finds them; a real PGlite opens in it, in memory.
const outDir = path.join(ROOT, 'out', 'test-pglite-worker', String(process.pid));
const emptyMigrations = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-worker-migrations-'));
// No migrations: the worker's migrations check finds nothing to apply.
fs.mkdirSync(path.join(emptyMigrations, 'meta'));
fs.writeFileSync(path.join(emptyMigrations, 'meta', '_journal.json'), JSON.stringify({ version: '7', dialect: 'postgresql', entries: [] }));
let worker: PgliteWorker;
let client: PgliteWorkerClient;

beforeAll(async () => {
  await build({ absWorkingDir: ROOT, entryPoints: ['src/apiProcess/pgliteWorker.ts'], bundle: true, platform: 'node', format: 'esm', packages: 'external', outfile: path.join(outDir, 'pgliteWorker.mjs'), logLevel: 'silent' });
  worker = startPgliteWorker(path.join(outDir, 'pgliteWorker.mjs'), { dataDir: ':memory:', migrationsFolder: emptyMigrations, demo: false });
  await worker.opened;
  client = worker.client;
  await client.query('CREATE TABLE people (id int PRIMARY KEY, name text NOT NULL CONSTRAINT people_name_key UNIQUE)');
}, 120_000);

afterAll(async () => {
  await worker?.close();
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.rmSync(emptyMigrations, { recursive: true, force: true });
});

const names = async () => (await client.query<{ name: string }>('SELECT name FROM people ORDER BY id')).rows.map((row) => row.name);
const clear = () => client.query('DELETE FROM people');

describe('PGlite in a worker thread, through its client (issue 51)', () => {
  it('answers a query with its parameters, rows and fields', async () => {
    const result = await client.query<{ n: number; t: string }>('SELECT $1::int + 1 AS n, $2::text AS t', [41, 'hola']);
    expect(result.rows).toEqual([{ n: 42, t: 'hola' }]);
    expect(result.fields.map((field) => field.name)).toEqual(['n', 't']);
    const arrays = await client.query('SELECT 1 AS a, 2 AS b', [], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[1, 2]]);
  });

  it("keeps drizzle's identity parsers (dates stay PostgreSQL's text) and refuses any other parser", async () => {
    const parsers = { [types.TIMESTAMPTZ]: (value: string) => value, [types.DATE]: (value: string) => value };
    const { rows } = await client.query<{ d: unknown; n: unknown }>("SELECT DATE '2026-12-07' AS d, 5 AS n", [], { parsers });
    expect(rows).toEqual([{ d: '2026-12-07', n: 5 }]);
    await expect(client.query('SELECT 1', [], { parsers: { [types.INT4]: (value: string) => Number(value) } })).rejects.toThrow(/not the identity/);
  });

  it('commits a transaction whose callback returned', async () => {
    await clear();
    const value = await client.transaction(async (tx) => {
      await tx.query('INSERT INTO people VALUES ($1, $2)', [1, 'Ana']);
      // Inside it, the transaction's own rows are seen.
      return (await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM people')).rows[0]!.n;
    });
    expect(value).toBe(1);
    expect(await names()).toEqual(['Ana']);
  });

  it('rolls a transaction back when its callback throws, and rethrows that error', async () => {
    await clear();
    const failure = new Error('no');
    await expect(
      client.transaction(async (tx) => {
        await tx.query('INSERT INTO people VALUES ($1, $2)', [1, 'Ana']);
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await names()).toEqual([]);
    // The connection is usable again (PGlite ended the transaction).
    await client.query('INSERT INTO people VALUES ($1, $2)', [2, 'Beto']);
    expect(await names()).toEqual(['Beto']);
  });

  it("runs drizzle's nested transaction as a savepoint: the inner one rolls back alone", async () => {
    await clear();
    const db = drizzle(client as unknown as PGlite);
    await db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO people VALUES (1, 'Ana')`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`INSERT INTO people VALUES (2, 'Beto')`);
          throw new Error('inner');
        })
        .catch(() => {});
      await tx.execute(sql`INSERT INTO people VALUES (3, 'Carla')`);
    });
    expect(await names()).toEqual(['Ana', 'Carla']);
  });

  it("keeps a database error's own properties (code, constraint, detail), directly and through drizzle", async () => {
    await clear();
    await client.query('INSERT INTO people VALUES (1, $1)', ['Ana']);
    const direct = await client.query('INSERT INTO people VALUES (2, $1)', ['Ana']).catch((error: unknown) => error);
    expect(direct).toBeInstanceOf(Error);
    expect(direct).toMatchObject({ code: '23505', constraint: 'people_name_key', table: 'people', detail: expect.stringContaining('Ana') });
    const db = drizzle(client as unknown as PGlite);
    const viaDrizzle = (await db.execute(sql`INSERT INTO people VALUES (3, ${'Ana'})`).catch((error: unknown) => error)) as { code?: string; cause?: { code?: string } };
    expect(viaDrizzle.code ?? viaDrizzle.cause?.code).toBe('23505');
    // In a transaction too, and the failed transaction is rolled back.
    const inTx = await client
      .transaction(async (tx) => {
        await tx.query('INSERT INTO people VALUES (4, $1)', ['Dora']);
        await tx.query('INSERT INTO people VALUES (1, $1)', ['Eva']);
      })
      .catch((error: unknown) => error);
    expect(inTx).toMatchObject({ code: '23505', constraint: 'people_pkey' });
    expect(await names()).toEqual(['Ana']);
  });

  it('runs statements sent outside a transaction after it, as PGlite does in one thread', async () => {
    await clear();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const tx = client.transaction(async (t) => {
      await t.query('INSERT INTO people VALUES (1, $1)', ['Ana']);
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const outside = client.query<{ n: number }>('SELECT count(*)::int AS n FROM people');
    release();
    await tx;
    expect((await outside).rows[0]!.n).toBe(1);
  });
});

describe('the worker prepares the database before it says opened (issue 51)', () => {
  it('applies the pending migrations in the worker, and a failed one fails the open with its error', async () => {
    const folder = (sql: string) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-worker-migrations-'));
      fs.mkdirSync(path.join(dir, 'meta'));
      fs.writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify({ version: '7', dialect: 'postgresql', entries: [{ idx: 0, version: '7', when: 1, tag: '0000_first', breakpoints: true }] }));
      fs.writeFileSync(path.join(dir, '0000_first.sql'), sql);
      return dir;
    };
    const good = folder('CREATE TABLE agencies (id int PRIMARY KEY, name text NOT NULL);');
    const bad = folder('CREATE TABLE agencies (id int PRIMARY KEY, name text NOT NUL);');
    const file = path.join(outDir, 'pgliteWorker.mjs');
    const migrated = startPgliteWorker(file, { dataDir: ':memory:', migrationsFolder: good, demo: false });
    try {
      await migrated.opened;
      expect((await migrated.client.query<{ n: number }>('SELECT count(*)::int AS n FROM agencies')).rows).toEqual([{ n: 0 }]);
    } finally {
      await migrated.close();
    }
    const failing = startPgliteWorker(file, { dataDir: ':memory:', migrationsFolder: bad, demo: false });
    await expect(failing.opened).rejects.toThrow(/Failed query: CREATE TABLE agencies/);
    await failing.close();
    fs.rmSync(good, { recursive: true, force: true });
    fs.rmSync(bad, { recursive: true, force: true });
  }, 60_000);
});

describe('a worker thread that cannot load (issue 51)', () => {
  it('is PgliteWorkerUnavailable, and workerDatabase opens PGlite in this thread instead', async () => {
    const broken = path.join(outDir, 'broken.mjs');
    fs.writeFileSync(broken, "throw new Error('no se pudo leer el archivo del hilo');\n");
    const data = { dataDir: ':memory:', migrationsFolder: emptyMigrations, demo: false };
    const first = startPgliteWorker(broken, data);
    await expect(first.opened).rejects.toBeInstanceOf(PgliteWorkerUnavailable);
    await first.close();

    const here = await PGlite.create('memory://');
    let openedHere = 0;
    const { database, ready } = await workerDatabase(startPgliteWorker(broken, data), emptyMigrations, async () => {
      openedHere++;
      return { db: drizzle(here) as never, kind: 'pglite', close: () => here.close() };
    });
    // Sent before the database is ready: it waits, and runs on the PGlite opened here.
    const answer = database.db.execute(sql`SELECT 41 + 1 AS n`) as unknown as Promise<{ rows: unknown[] }>;
    await ready;
    expect((await answer).rows).toEqual([{ n: 42 }]);
    expect(openedHere).toBe(1);
    await database.close();
    expect(here.closed).toBe(true);
  }, 60_000);

  it("does not open PGlite here when the worker's database itself failed", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-worker-migrations-'));
    fs.mkdirSync(path.join(dir, 'meta'));
    fs.writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify({ version: '7', dialect: 'postgresql', entries: [{ idx: 0, version: '7', when: 1, tag: '0000_first', breakpoints: true }] }));
    fs.writeFileSync(path.join(dir, '0000_first.sql'), 'CREATE TABLE broken (id int NOT NUL);');
    let openedHere = 0;
    const { ready } = await workerDatabase(startPgliteWorker(path.join(outDir, 'pgliteWorker.mjs'), { dataDir: ':memory:', migrationsFolder: dir, demo: false }), dir, async () => {
      openedHere++;
      throw new Error('not expected');
    });
    await expect(ready).rejects.toThrow(/Failed query: CREATE TABLE broken/);
    expect(openedHere).toBe(0);
    fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);
});
