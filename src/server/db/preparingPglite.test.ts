import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite, messages } from '@electric-sql/pglite';
import { PreparingPGlite } from './preparingPglite';
import { CUSTOM_PLAN, statementName } from './statementName';

let pg: PreparingPGlite;
beforeAll(async () => {
  pg = await PreparingPGlite.open('memory://', {});
  await pg.exec(`
    CREATE TABLE visits (id serial PRIMARY KEY, name text NOT NULL, at timestamptz NOT NULL, tags jsonb, score int);
    INSERT INTO visits (name, at, tags, score) VALUES
      ('Ana', '2026-01-05T10:00:00Z', '["vip"]', 3),
      ('Luis', '2026-02-07T12:30:00Z', NULL, 5),
      ('Eva', '2026-03-09T08:15:00Z', '{"origen":"web"}', NULL);
  `);
}, 60_000);
afterAll(async () => pg?.close());

const named = async (text: string) => (await pg.query<{ name: string }>('SELECT name FROM pg_prepared_statements WHERE name = $1', [statementName(text)])).rows;
const byScore = 'SELECT name, score FROM visits WHERE score >= $1 ORDER BY id';

describe('PreparingPGlite', () => {
  it('runs a parameterised statement as one named statement, each run with its own values', async () => {
    expect((await pg.query(byScore, [4])).rows).toEqual([{ name: 'Luis', score: 5 }]);
    expect((await pg.query(byScore, [1])).rows).toEqual([
      { name: 'Ana', score: 3 },
      { name: 'Luis', score: 5 },
    ]);
    expect(await named(byScore)).toHaveLength(1);
  });

  it('answers as PGlite itself does: array rows, fields, parsed dates and JSON, serialised parameters', async () => {
    const text = 'SELECT id, at, tags FROM visits WHERE at >= $1 AND name = ANY($2) ORDER BY id';
    const params = [new Date('2026-02-01T00:00:00Z'), ['Luis', 'Eva']];
    const prepared = await pg.query(text, params, { rowMode: 'array' });
    // PGlite's own query(), on the same database.
    const plain = await PGlite.prototype.query.call(pg, text, params, { rowMode: 'array' });
    expect(prepared.rows).toEqual(plain.rows);
    expect(prepared.rows).toEqual([
      [2, new Date('2026-02-07T12:30:00Z'), null],
      [3, new Date('2026-03-09T08:15:00Z'), { origen: 'web' }],
    ]);
    expect(prepared.fields.map((f) => f.name)).toEqual(['id', 'at', 'tags']);
    expect(await named(text)).toHaveLength(1);
  });

  it('reports a bad value as PostgreSQL does, and the session goes on', async () => {
    const text = 'SELECT name FROM visits WHERE id = $1';
    const error = await pg.query(text, ['no-es-número']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(messages.DatabaseError);
    expect((error as messages.DatabaseError).code).toBe('22P02');
    expect((error as { query?: string }).query).toBe(text);
    expect((await pg.query(text, [1])).rows).toEqual([{ name: 'Ana' }]);
  });

  it('leaves a statement marked CUSTOM_PLAN unnamed, in and out of a transaction, with the same answer', async () => {
    const text = `${CUSTOM_PLAN} SELECT name FROM visits WHERE score <= $1 ORDER BY id`;
    expect((await pg.query(text, [3])).rows).toEqual([{ name: 'Ana' }]);
    expect(await pg.transaction(async (tx) => (await tx.query(text, [5])).rows)).toEqual([{ name: 'Ana' }, { name: 'Luis' }]);
    expect(await named(text)).toHaveLength(0);
  });

  it('does not keep a statement that failed to parse', async () => {
    const text = 'SELEC name FROM visits WHERE id = $1';
    await expect(pg.query(text, [1])).rejects.toMatchObject({ code: '42601' });
    expect(await named(text)).toHaveLength(0);
  });

  it('prepares inside transactions too, and a failed statement still rolls the transaction back', async () => {
    const insert = 'INSERT INTO visits (name, at) VALUES ($1, $2) RETURNING id';
    await pg.transaction(async (tx) => {
      await tx.query(insert, ['Sofía', new Date()]);
    });
    await expect(
      pg.transaction(async (tx) => {
        await tx.query(insert, ['Mario', new Date()]);
        await tx.query(insert, [null, new Date()]);
      }),
    ).rejects.toMatchObject({ code: '23502' });
    const names = (await pg.query<{ name: string }>('SELECT name FROM visits WHERE id > $1 ORDER BY id', [3])).rows.map((r) => r.name);
    expect(names).toEqual(['Sofía']);
    expect(await named(insert)).toHaveLength(1);
  });

  it('runs a statement again unnamed once the columns it returns have changed', async () => {
    const text = 'SELECT * FROM visits WHERE id = $1';
    expect((await pg.query(text, [2])).rows[0]).toMatchObject({ name: 'Luis' });
    await pg.exec('ALTER TABLE visits ADD COLUMN notes text');
    expect((await pg.query(text, [2])).rows[0]).toMatchObject({ name: 'Luis', notes: null });
    expect((await pg.query(text, [3])).rows[0]).toMatchObject({ name: 'Eva', notes: null });
  });
});
