import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { SEEDED_PURPOSES } from '../../../shared/domain/privacyMessages';
import type { Db } from '../../db/client';
import type { DbOrTx } from '../../lib/queryRows';
import { privacyNotices, privacyPurposes } from './tables';

/** The public address of an agency's integral notice (served by noticePage.ts). */
export const noticePath = (agencyId: number) => `/aviso-de-privacidad/${agencyId}`;

export type NoticeVersion = typeof privacyNotices.$inferSelect;

/** The notice in force: the agency's highest version, or none yet. */
export async function currentNotice(db: DbOrTx, agencyId: number): Promise<NoticeVersion | undefined> {
  const [row] = await db.select().from(privacyNotices).where(eq(privacyNotices.agencyId, agencyId)).orderBy(desc(privacyNotices.version)).limit(1);
  return row;
}

/** Every version's number and date, newest first: the old ones are kept, never edited. */
export function noticeVersions(db: Db, agencyId: number) {
  return db
    .select({ version: privacyNotices.version, createdAt: privacyNotices.createdAt })
    .from(privacyNotices)
    .where(eq(privacyNotices.agencyId, agencyId))
    .orderBy(desc(privacyNotices.version));
}

/**
 * A new version when the texts changed (the same texts keep the version in force). The version
 * number is the agency's next, under a lock on the agency's current row so two admins saving at once
 * get two versions, not a unique-key error.
 */
export async function saveNotice(db: Db, agencyId: number, texts: { integralText: string; simplifiedText: string }, userId: number | null): Promise<{ notice: NoticeVersion; created: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(54001, ${agencyId})`);
    const current = await currentNotice(tx, agencyId);
    if (current && current.integralText === texts.integralText && current.simplifiedText === texts.simplifiedText) return { notice: current, created: false };
    const [notice] = await tx
      .insert(privacyNotices)
      .values({ agencyId, version: (current?.version ?? 0) + 1, ...texts, createdById: userId })
      .returning();
    return { notice: notice!, created: true };
  });
}

/** The agency's purposes; an agency without any gets the seeded three first ('Atender su solicitud' necessary, two voluntary). */
export async function purposesOf(db: DbOrTx, agencyId: number, onlyActive = false) {
  const read = () =>
    db
      .select({ id: privacyPurposes.id, name: privacyPurposes.name, necessary: privacyPurposes.necessary, marketing: privacyPurposes.marketing, active: privacyPurposes.active })
      .from(privacyPurposes)
      .where(onlyActive ? and(eq(privacyPurposes.agencyId, agencyId), eq(privacyPurposes.active, true)) : eq(privacyPurposes.agencyId, agencyId))
      .orderBy(desc(privacyPurposes.necessary), asc(privacyPurposes.id));
  const rows = await read();
  if (rows.length) return rows;
  await seedPurposes(db, [agencyId]);
  return read();
}

/** The seeded purposes of these agencies (ON CONFLICT: an agency that has them keeps its own). */
export async function seedPurposes(db: DbOrTx, agencyIds: readonly number[]): Promise<void> {
  if (!agencyIds.length) return;
  await db
    .insert(privacyPurposes)
    .values(agencyIds.flatMap((agencyId) => SEEDED_PURPOSES.map((p) => ({ agencyId, name: p.name, necessary: p.necessary, marketing: p.marketing }))))
    .onConflictDoNothing();
}
