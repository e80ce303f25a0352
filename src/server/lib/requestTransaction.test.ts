import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from './queryRows';
import { inRequestTransaction, requestScopedDb } from './requestTransaction';

let client: PGlite;
let root: Db;
let scoped: Db;
beforeAll(async () => {
  client = await PGlite.create('memory://');
  root = drizzle(client) as unknown as Db;
  scoped = requestScopedDb(root);
  await root.execute(sql`CREATE TABLE notes (id serial PRIMARY KEY, body text NOT NULL)`);
}, 180_000);
afterAll(async () => client?.close());

const bodies = async () => (await queryRows<{ body: string }>(root, sql`SELECT body FROM notes ORDER BY id`)).map((r) => r.body);

describe('requestScopedDb / inRequestTransaction', () => {
  it("sends the request's statements, and its own transactions (savepoints), to the request's transaction", async () => {
    await expect(
      inRequestTransaction(root, async () => {
        await scoped.execute(sql`INSERT INTO notes (body) VALUES ('a')`);
        await scoped.transaction(async (tx) => {
          await tx.execute(sql`INSERT INTO notes (body) VALUES ('b')`);
        });
        // Seen inside: the same transaction.
        expect((await queryRows<{ n: number }>(scoped, sql`SELECT count(*)::int AS n FROM notes`))[0]!.n).toBe(2);
        throw new Error('after the writes');
      }),
    ).rejects.toThrow('after the writes');
    // Rolled back together.
    expect(await bodies()).toEqual([]);
  });

  it('commits them together, and outside a request goes to the root database', async () => {
    await inRequestTransaction(root, async () => {
      await scoped.execute(sql`INSERT INTO notes (body) VALUES ('c')`);
    });
    await scoped.execute(sql`INSERT INTO notes (body) VALUES ('d')`);
    expect(await bodies()).toEqual(['c', 'd']);
  });

  it('a statement made after the transaction ended, in the same context, goes to the root database', async () => {
    let late: Promise<unknown> | undefined;
    await inRequestTransaction(root, async () => {
      late = new Promise((resolve) => setTimeout(resolve, 20)).then(() => scoped.execute(sql`INSERT INTO notes (body) VALUES ('late')`));
    });
    await late;
    expect(await bodies()).toContain('late');
  });
});
