import { and, asc, count, eq, gt, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { PAIRING_CODE_TTL_MS, type CreatedDisplay, type DisplayPairing, type WaitingListDisplayRow } from '../../../shared/schemas/waitingListDisplay';
import type { Db } from '../../db/client';
import { agencies } from '../../db/tables/org';
import { pageOf } from '../../lib/list/listPage';
import { waitingListDisplays as displays } from './tables';
import { newDeviceCredential, newPairingCode, secretHash } from './displayCredentials';

const rowColumns = {
  id: displays.id,
  name: displays.name,
  AgencyId: displays.agencyId,
  agencyName: agencies.name,
  createdAt: displays.createdAt,
  pairedAt: displays.pairedAt,
  lastSeenAt: displays.lastSeenAt,
  revokedAt: displays.revokedAt,
  pairingExpiresAt: displays.pairingExpiresAt,
  pairingCodeHash: displays.pairingCodeHash,
};

type RawRow = { [K in keyof typeof rowColumns]: unknown } & {
  id: number;
  name: string;
  AgencyId: number;
  agencyName: string;
  createdAt: Date;
  pairedAt: Date | null;
  lastSeenAt: Date | null;
  revokedAt: Date | null;
  pairingExpiresAt: Date | null;
  pairingCodeHash: string | null;
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toRow(raw: RawRow, now = Date.now()): WaitingListDisplayRow {
  const codeLive = raw.pairingCodeHash !== null && raw.pairingExpiresAt !== null && raw.pairingExpiresAt.getTime() > now;
  return {
    id: raw.id,
    name: raw.name,
    AgencyId: raw.AgencyId,
    agencyName: raw.agencyName,
    createdAt: raw.createdAt.toISOString(),
    pairedAt: iso(raw.pairedAt),
    lastSeenAt: iso(raw.lastSeenAt),
    revokedAt: iso(raw.revokedAt),
    codeExpiresAt: codeLive ? iso(raw.pairingExpiresAt) : null,
  };
}

const select = (db: Db) => db.select(rowColumns).from(displays).innerJoin(agencies, eq(agencies.id, displays.agencyId));

export async function findDisplay(db: Db, id: number): Promise<WaitingListDisplayRow | undefined> {
  const [raw] = await select(db).where(eq(displays.id, id));
  return raw ? toRow(raw as RawRow) : undefined;
}

export async function listDisplays(db: Db, filter: { agencyId?: number; page: number; limit: number }) {
  const where: SQL | undefined = filter.agencyId ? eq(displays.agencyId, filter.agencyId) : undefined;
  const page = await pageOf(
    filter,
    (limit, offset) => select(db).where(where).orderBy(asc(agencies.name), asc(displays.id)).limit(limit).offset(offset),
    () => db.select({ n: count() }).from(displays).where(where).then(([total]) => total?.n),
  );
  const now = Date.now();
  return { ...page, data: page.data.map((raw) => toRow(raw as RawRow, now)) };
}

export async function agencyExists(db: Db, agencyId: number): Promise<boolean> {
  const [row] = await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.id, agencyId));
  return row !== undefined;
}

/** A new display with its pairing code (returned here only; the table keeps its hash). */
export async function createDisplay(db: Db, input: { agencyId: number; name: string; createdById: number }): Promise<CreatedDisplay> {
  const code = newPairingCode();
  const expiresAt = new Date(Date.now() + PAIRING_CODE_TTL_MS);
  const [created] = await db
    .insert(displays)
    .values({ agencyId: input.agencyId, name: input.name, createdById: input.createdById, pairingCodeHash: secretHash(code), pairingExpiresAt: expiresAt, pairingCodePrefix: codePrefix(code) })
    .returning({ id: displays.id });
  const display = await findDisplay(db, created!.id);
  return { display: display!, code, expiresAt: expiresAt.toISOString() };
}

export async function renameDisplay(db: Db, id: number, name: string): Promise<boolean> {
  const updated = await db.update(displays).set({ name, updatedAt: new Date() }).where(eq(displays.id, id)).returning({ id: displays.id });
  return updated.length > 0;
}

/** Revoked for good: the credential and any unused code stop working at once (their hashes go). */
export async function revokeDisplay(db: Db, id: number): Promise<boolean> {
  const now = new Date();
  const updated = await db
    .update(displays)
    .set({ revokedAt: now, credentialHash: null, pairingCodeHash: null, pairingExpiresAt: null, pairingCodePrefix: null, updatedAt: now })
    .where(eq(displays.id, id))
    .returning({ id: displays.id });
  return updated.length > 0;
}

/** Wrong guesses that start like a live code before that code is burnt (a new one must be made). */
export const PAIRING_CODE_MAX_FAILURES = 20;
/** How many leading characters attribute a wrong guess to a live code: 23^2 = 529 buckets. */
const PAIRING_CODE_PREFIX_LENGTH = 2;
const codePrefix = (code: string) => code.slice(0, PAIRING_CODE_PREFIX_LENGTH);

/**
 * Exchanges a live code for a device credential, once: the update that takes the code clears it in
 * the same statement, so two displays typing the same code cannot both win. A right code is taken
 * whoever sent wrong ones before it (issue 51: a showroom behind one address locked itself out);
 * a wrong one counts against every live code it starts like, and a code with
 * PAIRING_CODE_MAX_FAILURES such guesses is burnt — so guessing one code's remaining 6 characters
 * (23^6) stops after 20 tries, from however many addresses.
 */
export async function pairDisplay(db: Db, code: string): Promise<DisplayPairing | undefined> {
  const credential = newDeviceCredential();
  const now = new Date();
  const [paired] = await db
    .update(displays)
    .set({ pairingCodeHash: null, pairingExpiresAt: null, pairingCodePrefix: null, credentialHash: secretHash(credential), pairedAt: now, lastSeenAt: now, updatedAt: now })
    .where(
      and(
        eq(displays.pairingCodeHash, secretHash(code)),
        gt(displays.pairingExpiresAt, now),
        isNull(displays.revokedAt),
        lt(displays.pairingFailures, PAIRING_CODE_MAX_FAILURES),
      ),
    )
    .returning({ id: displays.id, agencyId: displays.agencyId, name: displays.name });
  if (!paired) {
    await countWrongGuess(db, code, now);
    return undefined;
  }
  const [agency] = await db.select({ name: agencies.name }).from(agencies).where(eq(agencies.id, paired.agencyId));
  return { credential, displayId: paired.id, AgencyId: paired.agencyId, name: paired.name, agencyName: agency?.name ?? '' };
}

/** One more failure for each live code `code` starts like; the one reaching the maximum loses its code in the same statement. */
async function countWrongGuess(db: Db, code: string, now: Date): Promise<void> {
  const burnt = sql`${displays.pairingFailures} + 1 >= ${PAIRING_CODE_MAX_FAILURES}`;
  await db
    .update(displays)
    .set({
      pairingFailures: sql`${displays.pairingFailures} + 1`,
      pairingCodeHash: sql`CASE WHEN ${burnt} THEN NULL ELSE ${displays.pairingCodeHash} END`,
      pairingExpiresAt: sql`CASE WHEN ${burnt} THEN NULL ELSE ${displays.pairingExpiresAt} END`,
      pairingCodePrefix: sql`CASE WHEN ${burnt} THEN NULL ELSE ${displays.pairingCodePrefix} END`,
    })
    .where(and(eq(displays.pairingCodePrefix, codePrefix(code)), isNotNull(displays.pairingCodeHash), gt(displays.pairingExpiresAt, now)));
}

/** The display a credential belongs to (not revoked), its last-seen instant moved to now. */
export async function touchDisplay(db: Db, credential: string): Promise<{ id: number; agencyId: number } | undefined> {
  const [display] = await db
    .update(displays)
    .set({ lastSeenAt: new Date() })
    .where(and(eq(displays.credentialHash, secretHash(credential)), isNull(displays.revokedAt)))
    .returning({ id: displays.id, agencyId: displays.agencyId });
  return display;
}
