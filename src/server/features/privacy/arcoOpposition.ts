import { and, eq, inArray } from 'drizzle-orm';
import { PRIVACY_MSG } from '../../../shared/domain/privacyMessages';
import { ARCO_MSG } from '../../../shared/domain/arcoMessages';
import type { Db } from '../../db/client';
import type { Caller } from '../../identity/auth';
import { badRequest } from '../../lib/httpError';
import { opposeMarketing, recordConsent, type SubjectKind } from './privacyConsents';
import { lockOpenArcoRequest } from './lockOpenArcoRequest';
import { arcoRequestRecords, arcoRequests, privacyPurposes } from './tables';

/** The records whose consents the privacy feature keeps (SubjectKind); a conversation follows its lead's. */
const CONSENT_KINDS: readonly SubjectKind[] = ['lead', 'fleet-prospect', 'accessory-lead'];

/**
 * An opposition request's answer (issue 54): the person opposes these voluntary purposes, and every
 * record of the person the request names gets the opposition, as staff record one from the lead —
 * marketing through opposeMarketing (every marketing purpose, as WhatsApp's 'BAJA'), the others one
 * by one. Campaign exports, marketing templates and surveys then leave the person out. One
 * transaction; returns how many records it reached.
 */
export async function recordArcoOpposition(db: Db, caller: Caller, requestId: number, purposeIds: readonly number[]): Promise<number> {
  return db.transaction(async (tx) => {
    await lockOpenArcoRequest(tx, caller, requestId, 'oposicion', ARCO_MSG.onlyOpposition);
    const ids = [...new Set(purposeIds)];
    const purposes = await tx
      .select({ id: privacyPurposes.id, name: privacyPurposes.name, marketing: privacyPurposes.marketing })
      .from(privacyPurposes)
      .where(and(eq(privacyPurposes.agencyId, caller.agencyId), eq(privacyPurposes.necessary, false), inArray(privacyPurposes.id, ids)));
    if (purposes.length !== ids.length) throw badRequest(PRIVACY_MSG.unknownPurposes);
    const records = (await tx.select({ kind: arcoRequestRecords.subjectKind, id: arcoRequestRecords.subjectId }).from(arcoRequestRecords).where(eq(arcoRequestRecords.requestId, requestId))).filter(
      (r): r is { kind: SubjectKind; id: number } => CONSENT_KINDS.includes(r.kind as SubjectKind),
    );
    const by = { userId: caller.id, channel: 'solicitud-arco' as const };
    const note = `Solicitud ARCO ${requestId}`;
    for (const record of records) {
      const subject = { ...record, agencyId: caller.agencyId };
      if (purposes.some((p) => p.marketing)) await opposeMarketing(tx, subject, by, note);
      for (const p of purposes.filter((x) => !x.marketing)) await recordConsent(tx, subject, { purposeId: p.id, granted: false, note }, by);
    }
    await tx
      .update(arcoRequests)
      .set({ opposedPurposes: purposes.map((p) => p.name), state: 'en-tramite', handlerId: caller.id, updatedAt: new Date() })
      .where(eq(arcoRequests.id, requestId));
    return records.length;
  });
}
