import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { COLLECTION_CHANNELS, PRIVACY_MSG, type CollectionChannel } from '../../../shared/domain/privacyMessages';
import type { ConsentRow, PublicConsentInput } from '../../../shared/schemas/privacy';
import type { Db } from '../../db/client';
import { users } from '../../db/tables/org';
import { badRequest } from '../../lib/httpError';
import { queryRows, type DbOrTx } from '../../lib/queryRows';
import { purposesOf } from './privacyNotice';

/** Ids as ONE int[] parameter: the statement's text is the same whatever the page's length. */
const intArray = (ids: readonly number[]) => sql`${`{${ids.map((n) => Math.trunc(n)).join(',')}}`}::int[]`;
import { privacyCollections, privacyConsents, privacyNotices, privacyPurposes } from './tables';

/**
 * The records a person's data lives in, named by the feature that owns them. A feature that collects
 * personal data adds its kind here (WhatsApp: its conversations' contacts).
 */
export type SubjectKind = 'lead' | 'fleet-prospect' | 'accessory-lead';

/**
 * Collection with tacit consent to the necessary purposes: the channel and the notice version in
 * force (none yet: null), for records written by staff, an import, ADF or WhatsApp. Voluntary
 * purposes stay without consent until the person gives it. Set-based: an import of 10,000 leads is
 * one statement per chunk. A record already collected keeps its first collection.
 */
/** One subject's collection record (its id an SQL expression: a new lead's, in its creation's statement). */
export function collectionsInsert(kind: SubjectKind, agencyId: number, id: SQL, channel: CollectionChannel): SQL {
  return sql`INSERT INTO privacy_collections (subject_kind, subject_id, agency_id, channel, notice_version)
             SELECT ${kind}, ${id}, ${agencyId}, ${channel}, (SELECT max(version) FROM privacy_notices WHERE agency_id = ${agencyId})
             ON CONFLICT DO NOTHING`;
}

export async function recordCollections(tx: DbOrTx, kind: SubjectKind, agencyId: number, ids: readonly number[], channel: CollectionChannel): Promise<void> {
  for (let i = 0; i < ids.length; i += 5000) {
    const chunk = ids.slice(i, i + 5000);
    await tx.execute(sql`
      INSERT INTO privacy_collections (subject_kind, subject_id, agency_id, channel, notice_version)
      SELECT ${kind}, s.id, ${agencyId}, ${channel},
             (SELECT max(version) FROM privacy_notices WHERE agency_id = ${agencyId})
      FROM unnest(${intArray(chunk)}) AS s(id)
      ON CONFLICT DO NOTHING`);
  }
}

/** A public form's consent, checked before anything is written: the version must be one the agency published, the purposes its voluntary ones. */
export async function checkPublicConsent(db: DbOrTx, agencyId: number, input: PublicConsentInput | undefined): Promise<PublicConsentInput | undefined> {
  if (!input) return undefined;
  const [version] = await db
    .select({ version: privacyNotices.version })
    .from(privacyNotices)
    .where(and(eq(privacyNotices.agencyId, agencyId), eq(privacyNotices.version, input.noticeVersion)));
  if (!version) throw badRequest(PRIVACY_MSG.staleNoticeVersion);
  const purposeIds = [...new Set(input.purposeIds)];
  if (purposeIds.length) {
    const voluntary = await db
      .select({ id: privacyPurposes.id })
      .from(privacyPurposes)
      .where(and(eq(privacyPurposes.agencyId, agencyId), eq(privacyPurposes.necessary, false), eq(privacyPurposes.active, true), inArray(privacyPurposes.id, purposeIds)));
    if (voluntary.length !== purposeIds.length) throw badRequest(PRIVACY_MSG.unknownPurposes);
  }
  return { noticeVersion: input.noticeVersion, purposeIds };
}

/**
 * What a public form's request stores, in its own transaction: the collection (channel, the notice
 * version the form showed, when) and an express consent for each voluntary purpose ticked. A form
 * that sent no `privacy` (an old site) is recorded as collected under the version in force.
 */
export async function recordPublicConsent(tx: DbOrTx, kind: SubjectKind, id: number, agencyId: number, channel: CollectionChannel, consent: PublicConsentInput | undefined): Promise<void> {
  if (!consent) return recordCollections(tx, kind, agencyId, [id], channel);
  await tx.insert(privacyCollections).values({ subjectKind: kind, subjectId: id, agencyId, channel, noticeVersion: consent.noticeVersion }).onConflictDoNothing();
  if (consent.purposeIds.length) {
    await tx.insert(privacyConsents).values(consent.purposeIds.map((purposeId) => ({ subjectKind: kind, subjectId: id, agencyId, purposeId, granted: true, channel, noticeVersion: consent.noticeVersion })));
  }
}

/** A consent or an opposition to a voluntary purpose of the record's agency, recorded by staff (or an ARCO request, WhatsApp's opt-out). */
export async function recordConsent(
  db: DbOrTx,
  subject: { kind: SubjectKind; id: number; agencyId: number },
  input: { purposeId: number; granted: boolean; note?: string | null },
  by: { userId: number | null; channel: CollectionChannel },
): Promise<{ purpose: string }> {
  const [purpose] = await db
    .select({ necessary: privacyPurposes.necessary, name: privacyPurposes.name })
    .from(privacyPurposes)
    .where(and(eq(privacyPurposes.id, input.purposeId), eq(privacyPurposes.agencyId, subject.agencyId)));
  if (!purpose) throw badRequest(PRIVACY_MSG.purposeNotFound);
  if (purpose.necessary) throw badRequest(PRIVACY_MSG.purposeNotVoluntary);
  const [notice] = await queryRows<{ version: number | null }>(db, sql`SELECT max(version) AS version FROM privacy_notices WHERE agency_id = ${subject.agencyId}`);
  await db.insert(privacyConsents).values({
    subjectKind: subject.kind,
    subjectId: subject.id,
    agencyId: subject.agencyId,
    purposeId: input.purposeId,
    granted: input.granted,
    channel: by.channel,
    noticeVersion: notice?.version ?? null,
    recordedById: by.userId,
    note: input.note ?? null,
  });
  return { purpose: purpose.name };
}

const channelLabel = (c: string | null) => (c ? (COLLECTION_CHANNELS[c as CollectionChannel] ?? c) : null);

/**
 * 'Consentimientos' of a record: each active purpose of its agency with its state — a necessary one
 * granted tacitly at collection; a voluntary one by the person's latest answer, or without consent.
 */
export async function consentsOf(db: Db, subject: { kind: SubjectKind; id: number; agencyId: number }): Promise<ConsentRow[]> {
  const [purposes, [collection], latest] = await Promise.all([
    purposesOf(db, subject.agencyId, true),
    db
      .select()
      .from(privacyCollections)
      .where(and(eq(privacyCollections.subjectKind, subject.kind), eq(privacyCollections.subjectId, subject.id))),
    db
      .selectDistinctOn([privacyConsents.purposeId], {
        purposeId: privacyConsents.purposeId,
        granted: privacyConsents.granted,
        at: privacyConsents.recordedAt,
        channel: privacyConsents.channel,
        noticeVersion: privacyConsents.noticeVersion,
        note: privacyConsents.note,
        by: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
      })
      .from(privacyConsents)
      .leftJoin(users, eq(users.id, privacyConsents.recordedById))
      .where(and(eq(privacyConsents.subjectKind, subject.kind), eq(privacyConsents.subjectId, subject.id)))
      .orderBy(privacyConsents.purposeId, desc(privacyConsents.recordedAt), desc(privacyConsents.id)),
  ]);
  const byPurpose = new Map(latest.map((l) => [l.purposeId, l]));
  return purposes.map((p): ConsentRow => {
    if (p.necessary) {
      return {
        purposeId: p.id,
        purpose: p.name,
        necessary: true,
        // The record exists, so the person gave the data: a necessary purpose needs no more (tacit).
        // A record collected before issue 54 has no collection row: its channel and notice are unknown.
        state: 'otorgado',
        tacit: true,
        at: collection?.collectedAt ?? null,
        channel: collection?.channel ?? null,
        channelLabel: collection ? channelLabel(collection.channel) : PRIVACY_MSG.collectedBeforeNotices,
        noticeVersion: collection?.noticeVersion ?? null,
        by: null,
        note: null,
      };
    }
    const answer = byPurpose.get(p.id);
    return {
      purposeId: p.id,
      purpose: p.name,
      necessary: false,
      state: answer ? (answer.granted ? 'otorgado' : 'retirado') : 'sin-consentimiento',
      tacit: false,
      at: answer?.at ?? null,
      channel: answer?.channel ?? null,
      channelLabel: channelLabel(answer?.channel ?? null),
      noticeVersion: answer?.noticeVersion ?? null,
      by: answer?.by ?? null,
      note: answer?.note ?? null,
    };
  });
}

/**
 * The records of `ids` whose person's latest answer to the agency's marketing purposes is a consent
 * (express: a voluntary purpose is never tacit). One statement a page of an export.
 */
export async function withMarketingConsent(db: DbOrTx, kind: SubjectKind, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT DISTINCT ON (c.subject_id, c.purpose_id) c.subject_id AS id, c.granted
        FROM privacy_consents c JOIN privacy_purposes p ON p.id = c.purpose_id AND p.marketing AND p.active
        WHERE c.subject_kind = ${kind} AND c.subject_id = ANY(${intArray(ids)})
        ORDER BY c.subject_id, c.purpose_id, c.recorded_at DESC, c.id DESC`,
  );
  // Every marketing purpose answered last with a consent: one opposition is enough to leave the person out.
  const granted = new Set<number>();
  const refused = new Set<number>();
  for (const r of rows as { id: number; granted: boolean }[]) (r.granted ? granted : refused).add(r.id);
  return new Set([...granted].filter((id) => !refused.has(id)));
}

/**
 * The door WhatsApp's marketing templates (and any other feature) ask before using a person's data
 * for a purpose: 'marketing' (every marketing purpose of the agency), or a purpose id. A necessary
 * purpose holds once the data was collected; a voluntary one needs the person's latest answer to be a consent.
 */
export async function hasConsent(db: DbOrTx, leadId: number, purpose: 'marketing' | number, kind: SubjectKind = 'lead'): Promise<boolean> {
  if (purpose === 'marketing') return (await withMarketingConsent(db, kind, [leadId])).has(leadId);
  const [p] = await db.select({ necessary: privacyPurposes.necessary }).from(privacyPurposes).where(eq(privacyPurposes.id, purpose));
  if (!p) return false;
  if (p.necessary) {
    const [c] = await db
      .select({ id: privacyCollections.subjectId })
      .from(privacyCollections)
      .where(and(eq(privacyCollections.subjectKind, kind), eq(privacyCollections.subjectId, leadId)));
    return !!c;
  }
  const [last] = await db
    .select({ granted: privacyConsents.granted })
    .from(privacyConsents)
    .where(and(eq(privacyConsents.subjectKind, kind), eq(privacyConsents.subjectId, leadId), eq(privacyConsents.purposeId, purpose)))
    .orderBy(desc(privacyConsents.recordedAt), desc(privacyConsents.id))
    .limit(1);
  return last?.granted === true;
}

/**
 * A person's opposition to every active marketing purpose of the agency, from a channel that carries
 * it (WhatsApp's 'BAJA', issue 53): each purpose gets an opposition the lead's 'Consentimientos' shows.
 */
export async function opposeMarketing(db: DbOrTx, subject: { kind: SubjectKind; id: number; agencyId: number }, by: { userId: number | null; channel: CollectionChannel }, note: string): Promise<number> {
  const purposes = await db
    .select({ id: privacyPurposes.id })
    .from(privacyPurposes)
    .where(and(eq(privacyPurposes.agencyId, subject.agencyId), eq(privacyPurposes.marketing, true), eq(privacyPurposes.active, true), eq(privacyPurposes.necessary, false)));
  for (const p of purposes) await recordConsent(db, subject, { purposeId: p.id, granted: false, note }, by);
  return purposes.length;
}
