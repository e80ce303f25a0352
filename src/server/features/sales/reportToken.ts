import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a sale-report token lasts. */
export const REPORT_TOKEN_TTL_MS = 15 * 60_000;

function sign(secret: string, payload: string): string {
  return createHmac('sha256', `sales-report:${secret}`).update(payload).digest('base64url');
}

/** A stateless token '<userId>.<expiresAtMs>.<hmac>' so any replica can check it. */
export function issueReportToken(secret: string, userId: number, now = Date.now()): string {
  const payload = `${userId}.${now + REPORT_TOKEN_TTL_MS}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** The user id of a valid, unexpired token; undefined otherwise. */
export function verifyReportToken(secret: string, token: string | undefined, now = Date.now()): number | undefined {
  if (!token) return undefined;
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [user, exp, mac] = parts as [string, string, string];
  const expected = Buffer.from(sign(secret, `${user}.${exp}`));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  if (Number(exp) < now) return undefined;
  const id = Number(user);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}
