import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { OFFLINE_MSG } from '../../shared/offlineMessages';
import type { Db } from '../db/client';
import { HttpError } from './httpError';
import { queryRows } from './queryRows';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route honours `Idempotency-Key` (lib/idempotency.ts): the creates a showroom repeats. */
    idempotent?: true;
  }
  interface FastifyRequest {
    /** The key this request reserved and must complete or release when it answers. */
    idempotencyKey?: { userId: number; key: string };
  }
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Set on an answer that repeats the first one instead of running the route again. */
export const REPLAYED_HEADER = 'idempotent-replayed';
/** How long a key is kept: a retry within it never writes twice. */
export const KEY_TTL_HOURS = 24;
/** A reservation whose request has not answered after this long is taken as abandoned (its process died). */
const ABANDONED_AFTER_S = 120;
/** How long a request with the key of one still running waits for its answer before a 409. */
const WAIT_MS = 10_000;
const KEY_SHAPE = /^[\x21-\x7e]{8,200}$/;

interface KeyRow {
  request: string;
  body_hash: string;
  status: number | null;
  answer: string | null;
  abandoned: boolean;
}

/** The validated body as canonical JSON (keys sorted), hashed: `{a,b}` and `{b,a}` are the same body. */
export function bodyHash(body: unknown): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v) ? v.map(canonical) : v && typeof v === 'object' ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, canonical((v as Record<string, unknown>)[k])])) : v;
  return createHash('sha256').update(JSON.stringify(canonical(body ?? null)) ?? 'null').digest('hex');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `Idempotency-Key` on the routes that declare `config: { idempotent: true }`: the same user, key, route
 * and body answer the first 2xx answer again (status, body, `Idempotent-Replayed: true`) and write
 * nothing; the same key with another body or route is a 422. Kept in `idempotency_keys` (PostgreSQL or
 * PGlite), so every replica agrees, for 24 hours.
 *
 * Two requests with one key at the same time (two replicas, or a retry while the first still runs): the
 * INSERT … ON CONFLICT DO NOTHING lets one own the key; the other waits for its answer (up to 10 s) and
 * answers it, or answers 409 'en proceso' if it is still running. A request that fails (4xx, 5xx)
 * releases its key: its write was rolled back, so the retry runs again. Runs in preHandler: after the
 * permission check and the schema, so a refused or malformed request never reserves a key.
 */
export function installIdempotency(app: FastifyInstance, db: Db): void {
  let lastCleanup = 0;
  const cleanup = async () => {
    if (Date.now() - lastCleanup < 10 * 60_000) return;
    lastCleanup = Date.now();
    await db.execute(sql`DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(hours => ${KEY_TTL_HOURS})`);
  };

  const reserve = async (userId: number, key: string, request: string, hash: string): Promise<boolean> => {
    const inserted = await queryRows<{ key: string }>(
      db,
      sql`INSERT INTO idempotency_keys (user_id, key, request, body_hash) VALUES (${userId}, ${key}, ${request}, ${hash}) ON CONFLICT (user_id, key) DO NOTHING RETURNING key`,
    );
    return inserted.length === 1;
  };

  const read = async (userId: number, key: string) =>
    (
      await queryRows<KeyRow>(
        db,
        sql`SELECT request, body_hash, status, answer,
              (status IS NULL AND created_at < now() - make_interval(secs => ${ABANDONED_AFTER_S})) OR created_at < now() - make_interval(hours => ${KEY_TTL_HOURS}) AS abandoned
            FROM idempotency_keys WHERE user_id = ${userId} AND key = ${key}`,
      )
    )[0];

  const replay = (reply: FastifyReply, row: KeyRow) =>
    reply.status(row.status ?? 200).header(REPLAYED_HEADER, 'true').header('content-type', 'application/json; charset=utf-8').send(row.answer ?? '');

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.routeOptions.config.idempotent) return;
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined || !request.caller) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (!key || !KEY_SHAPE.test(key)) throw new HttpError(400, OFFLINE_MSG.keyInvalid);
    const userId = request.caller.id;
    const target = `${request.method} ${request.url.split('?')[0]}`;
    const hash = bodyHash(request.body);
    await cleanup();
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      if (await reserve(userId, key, target, hash)) {
        request.idempotencyKey = { userId, key };
        return;
      }
      const row = await read(userId, key);
      if (!row) continue; // released between the insert and the read: try to own it
      if (row.request !== target || row.body_hash !== hash) throw new HttpError(422, OFFLINE_MSG.keyReusedWithOtherBody);
      if (row.status !== null && !row.abandoned) return replay(reply, row);
      if (row.abandoned) {
        // Its process died before answering (or it expired): take it over, one taker only.
        const taken = await queryRows<{ key: string }>(
          db,
          sql`UPDATE idempotency_keys SET created_at = now(), status = NULL, answer = NULL
              WHERE user_id = ${userId} AND key = ${key}
                AND ((status IS NULL AND created_at < now() - make_interval(secs => ${ABANDONED_AFTER_S})) OR created_at < now() - make_interval(hours => ${KEY_TTL_HOURS}))
              RETURNING key`,
        );
        if (taken.length === 1) {
          request.idempotencyKey = { userId, key };
          return;
        }
        continue;
      }
      if (Date.now() > deadline) throw new HttpError(409, OFFLINE_MSG.keyInProgress);
      await sleep(100);
    }
  });

  // Before compression (installed ahead of it): the payload here is the JSON text the client receives.
  app.addHook('onSend', async (request, reply, payload) => {
    const owned = request.idempotencyKey;
    if (!owned) return payload;
    request.idempotencyKey = undefined;
    if (reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string') {
      await db.execute(sql`UPDATE idempotency_keys SET status = ${reply.statusCode}, answer = ${payload} WHERE user_id = ${owned.userId} AND key = ${owned.key}`);
    } else {
      await db.execute(sql`DELETE FROM idempotency_keys WHERE user_id = ${owned.userId} AND key = ${owned.key} AND status IS NULL`);
    }
    return payload;
  });
}
