import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { sql } from 'drizzle-orm';
import { OFFLINE_MSG } from '../../shared/offlineMessages';
import type { Db } from '../db/client';
import { HttpError } from './httpError';
import { queryRows } from './queryRows';
import { inRequestTransaction } from './requestTransaction';
import type { IdempotencyOutcome } from './metrics';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route honours `Idempotency-Key` (lib/idempotency.ts): the creates a showroom repeats. */
    idempotent?: true;
  }
  interface FastifyRequest {
    /** The answer of a request that owns its key, handed from onSend to the transaction that stores it. */
    idempotencyKey?: OwnedKey;
  }
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Set on an answer that repeats the first one instead of running the route again. */
export const REPLAYED_HEADER = 'idempotent-replayed';
/** How long a key is kept: a retry within it never writes twice. */
export const KEY_TTL_HOURS = 24;
/** How long a request with the key of one still running waits for it to commit or roll back before a 409. */
const WAIT_MS = 10_000;
/** The most a finished handler's answer is waited for (serialisation, the contact mask) before rolling back. */
const ANSWER_WAIT_MS = 30_000;
const KEY_SHAPE = /^[\x21-\x7e]{8,200}$/;
/** The stored answer's format: `v1.` + base64(iv 12 bytes | GCM tag 16 bytes | ciphertext). */
const ANSWER_VERSION = 'v1.';

interface KeyRow {
  request: string;
  body_hash: string;
  status: number | null;
  answer: string | null;
}

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // Whoever awaits it reports the rejection; an unawaited one must not crash the process.
  promise.catch(() => {});
  return { promise, resolve, reject };
}

interface OwnedKey {
  /** onSend hands the answer (status, JSON text) to the transaction… */
  answer: Deferred<{ status: number; payload: string | undefined }>;
  /** …and waits for its commit before the answer leaves. */
  committed: Deferred<void>;
  /** onSend took the answer: the transaction's end decides what leaves. */
  handed: boolean;
}

/** The validated body as canonical JSON (keys sorted), hashed: `{a,b}` and `{b,a}` are the same body. */
export function bodyHash(body: unknown): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v) ? v.map(canonical) : v && typeof v === 'object' ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, canonical((v as Record<string, unknown>)[k])])) : v;
  return createHash('sha256').update(JSON.stringify(canonical(body ?? null)) ?? 'null').digest('hex');
}

/** What is stored of a key: its sha-256, so the table alone gives neither the key nor what it decrypts. */
export function keyHash(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/**
 * The answer's encryption key comes from the Idempotency-Key itself, which only its client holds (the
 * database keeps its hash): a copy of the table, a backup or a replica's logs cannot read the lead's
 * e-mail and phone an answer carries; the client's retry, which sends the key again, can.
 */
function answerKey(key: string, userId: number): Buffer {
  return Buffer.from(hkdfSync('sha256', key, `crm-idempotency:${userId}`, 'answer v1', 32));
}

/** The answer encrypted (AES-256-GCM), bound to the route and body it answers. */
export function sealAnswer(key: string, userId: number, context: string, answer: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', answerKey(key, userId), iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(answer, 'utf8'), cipher.final()]);
  return ANSWER_VERSION + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

/** The stored answer in clear, or undefined when it cannot be (another key, altered data). */
export function openAnswer(key: string, userId: number, context: string, sealed: string): string | undefined {
  if (!sealed.startsWith(ANSWER_VERSION)) return undefined;
  try {
    const raw = Buffer.from(sealed.slice(ANSWER_VERSION.length), 'base64');
    const decipher = createDecipheriv('aes-256-gcm', answerKey(key, userId), raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

/** A lock wait that ran out (`lock_timeout`): another request with the same key is still running. */
function isLockTimeout(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (e.code === '55P03') return true;
  }
  return false;
}

/** Thrown inside the transaction when another request committed the key first: roll back, replay it. */
class KeyTaken extends Error {}
/** Thrown inside the transaction when the answer is not a 2xx: roll back, let that answer leave. */
class NotSuccess extends Error {}

/**
 * `Idempotency-Key` on the routes that declare `config: { idempotent: true }`: the same user, key, route
 * and body answer the first 2xx answer again (status, body, `Idempotent-Replayed: true`) and write
 * nothing; the same key with another body or route is a 422. Kept in `idempotency_keys` (PostgreSQL or
 * PGlite), so every replica agrees, for 24 hours.
 *
 * Exactly once across a crash (Stripe's atomic phases): the key's row is inserted in the transaction the
 * route's writes run in (lib/requestTransaction.ts), and its answer is stored in it before it commits;
 * the answer leaves only after the commit. A process killed at any instant leaves either nothing (its
 * connection drops, PostgreSQL rolls back: the retry runs) or the write with its answer (the retry
 * replays). A second request with the same key while the first runs waits on the first one's row lock
 * (the unique index) up to 10 s: then it replays the committed answer, or runs if the first rolled back,
 * or answers 409 'en proceso'. A request that fails (4xx, 5xx) rolls back and leaves no key.
 *
 * The stored answer is encrypted with a key derived from the Idempotency-Key (see `answerKey`), and the
 * key itself is stored hashed: no personal data in clear in the table.
 *
 * Wraps the handler (onRoute): it runs after the permission check, the schema and every preHandler, so a
 * refused or malformed request never takes a key.
 */
export function installIdempotency(app: FastifyInstance, db: Db, count: (outcome: IdempotencyOutcome) => void = () => {}): void {
  let lastCleanup = 0;
  const cleanup = async () => {
    if (Date.now() - lastCleanup < 10 * 60_000) return;
    lastCleanup = Date.now();
    await db.execute(sql`DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(hours => ${KEY_TTL_HOURS})`);
  };

  const read = async (userId: number, hashed: string) =>
    (
      await queryRows<KeyRow>(
        db,
        sql`SELECT request, body_hash, status, answer FROM idempotency_keys
            WHERE user_id = ${userId} AND key = ${hashed} AND created_at >= now() - make_interval(hours => ${KEY_TTL_HOURS})`,
      )
    )[0];

  /** The first answer again, or a 422 when the key came with another route or body. */
  const replay = (reply: FastifyReply, row: KeyRow, key: string, userId: number, target: string, hash: string) => {
    const answer = row.request !== target || row.body_hash !== hash ? undefined : row.answer === null ? '' : openAnswer(key, userId, `${target} ${hash}`, row.answer);
    if (answer === undefined) {
      count('other_body');
      throw new HttpError(422, OFFLINE_MSG.keyReusedWithOtherBody);
    }
    count('replayed');
    return reply.status(row.status ?? 200).header(REPLAYED_HEADER, 'true').header('content-type', 'application/json; charset=utf-8').send(answer);
  };

  const wrap = (handler: RouteHandlerMethod): RouteHandlerMethod =>
    async function idempotentHandler(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      const header = request.headers[IDEMPOTENCY_HEADER];
      if (header === undefined || !request.caller) return handler.call(this, request, reply);
      const key = Array.isArray(header) ? header[0] : header;
      if (!key || !KEY_SHAPE.test(key)) throw new HttpError(400, OFFLINE_MSG.keyInvalid);
      const userId = request.caller.id;
      const hashed = keyHash(key);
      const target = `${request.method} ${request.url.split('?')[0]}`;
      const hash = bodyHash(request.body);
      await cleanup();
      // The common retry: the key's answer is committed already.
      const done = await read(userId, hashed);
      if (done) return replay(reply, done, key, userId, target, hash);

      const owned: OwnedKey = { answer: deferred(), committed: deferred(), handed: false };
      try {
        await inRequestTransaction(db, async (tx) => {
          // Waits on a concurrent owner's uncommitted row instead of failing; bounded.
          await tx.execute(sql.raw(`SET LOCAL lock_timeout = '${WAIT_MS}ms'`));
          // An expired row of the same key is deleted here: its key starts anew.
          await tx.execute(sql`DELETE FROM idempotency_keys WHERE user_id = ${userId} AND key = ${hashed} AND created_at < now() - make_interval(hours => ${KEY_TTL_HOURS})`);
          const inserted = await queryRows<{ key: string }>(
            tx,
            sql`INSERT INTO idempotency_keys (user_id, key, request, body_hash) VALUES (${userId}, ${hashed}, ${target}, ${hash}) ON CONFLICT (user_id, key) DO NOTHING RETURNING key`,
          );
          if (inserted.length === 0) throw new KeyTaken();
          // The bound was for the key only: the route's own statements wait as they always did.
          await tx.execute(sql.raw('SET LOCAL lock_timeout TO DEFAULT'));
          request.idempotencyKey = owned;
          // The handler either sends (onSend hands the answer over) or returns a value, sent here inside
          // this transaction's context: the contact mask's lookups while it is serialised use it too. A
          // handler returning `reply` resolves only once the answer has left: the race does not wait for it.
          const ran = Promise.resolve(handler.call(this, request, reply)).then((value) => {
            if (value === reply || owned.handed) return;
            if (value !== undefined || (!reply.sent && !reply.raw.headersSent)) reply.send(value);
          });
          // Once the handler is done the answer comes within moments; never hold the transaction (and its
          // connection) open for an answer that will not come.
          const handedOver = async () => {
            let timer: NodeJS.Timeout | undefined;
            const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('idempotency: the answer was never sent')), ANSWER_WAIT_MS)));
            try {
              return await Promise.race([owned.answer.promise, late]);
            } finally {
              clearTimeout(timer);
            }
          };
          const { status, payload } = await Promise.race([owned.answer.promise, ran.then(handedOver)]);
          // Not a success (an error while serialising, a 4xx sent without throwing): nothing of it is kept.
          if (status < 200 || status >= 300) throw new NotSuccess();
          // Every idempotent route answers JSON text; a body-less 2xx is replayed body-less.
          await tx.execute(sql`UPDATE idempotency_keys SET status = ${status}, answer = ${sealAnswer(key, userId, `${target} ${hash}`, payload ?? '')} WHERE user_id = ${userId} AND key = ${hashed}`);
        });
        owned.committed.resolve();
        count('stored');
        return reply;
      } catch (error) {
        if (error instanceof NotSuccess) {
          owned.committed.resolve();
          count('rolled_back');
          return reply;
        }
        owned.committed.reject(error);
        if (!(error instanceof KeyTaken)) count(isLockTimeout(error) ? 'in_progress' : 'rolled_back');
        // The answer was already handed over: its onSend turns the failed commit into the error answer.
        if (owned.handed) return reply;
        request.idempotencyKey = undefined;
        if (isLockTimeout(error)) throw new HttpError(409, OFFLINE_MSG.keyInProgress);
        if (error instanceof KeyTaken) {
          const row = await read(userId, hashed);
          if (row) return replay(reply, row, key, userId, target, hash);
          throw new HttpError(409, OFFLINE_MSG.keyInProgress);
        }
        throw error;
      }
    };

  app.addHook('onRoute', (route) => {
    if (route.config?.idempotent) route.handler = wrap(route.handler as RouteHandlerMethod);
  });

  // Before compression (installed ahead of it): the payload here is the JSON text the client receives.
  app.addHook('onSend', async (request, reply, payload) => {
    const owned = request.idempotencyKey;
    if (!owned) return payload;
    request.idempotencyKey = undefined;
    owned.handed = true;
    owned.answer.resolve({ status: reply.statusCode, payload: typeof payload === 'string' ? payload : undefined });
    // The answer leaves only once the key and the write it guards are committed; a failed commit is a 500.
    await owned.committed.promise;
    return payload;
  });
}
