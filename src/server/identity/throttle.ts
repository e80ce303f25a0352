import { and, count, eq, gte, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authFailures } from '../db/schema';

/** Failures per user and per address in the window before sign-in is refused for a while. */
export const THROTTLE_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_USER = 5;
export const MAX_FAILURES_PER_ADDRESS = 30;

const userKey = (username: string) => `user:${username.toLowerCase()}`;
const addressKey = (ip: string) => `ip:${ip}`;

/** True while too many recent failures stand against this user or address; they age out, so nobody is locked forever. */
export async function isThrottled(db: Db, username: string, ip: string, now = new Date()): Promise<boolean> {
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const rows = await db
    .select({ key: authFailures.key, n: count() })
    .from(authFailures)
    .where(and(or(eq(authFailures.key, userKey(username)), eq(authFailures.key, addressKey(ip))), gte(authFailures.createdAt, since)))
    .groupBy(authFailures.key);
  const byKey = new Map(rows.map((r) => [r.key, Number(r.n)]));
  return (byKey.get(userKey(username)) ?? 0) >= MAX_FAILURES_PER_USER || (byKey.get(addressKey(ip)) ?? 0) >= MAX_FAILURES_PER_ADDRESS;
}

export async function recordFailure(db: Db, username: string, ip: string, now = new Date()): Promise<void> {
  await db.insert(authFailures).values([
    { key: userKey(username), createdAt: now },
    { key: addressKey(ip), createdAt: now },
  ]);
  // Keep the table small: failures older than the window no longer count.
  await db.delete(authFailures).where(lt(authFailures.createdAt, new Date(now.getTime() - THROTTLE_WINDOW_MS)));
}

export async function clearFailures(db: Db, username: string): Promise<void> {
  await db.delete(authFailures).where(eq(authFailures.key, userKey(username)));
}
