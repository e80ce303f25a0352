import { eq, sql } from 'drizzle-orm';
import { ARCO_MSG, type PersonRecordKind } from '../../../shared/domain/arcoMessages';
import type { Db } from '../../db/client';
import { accessLog } from '../../db/tables/accessLog';
import type { Caller } from '../../identity/auth';
import { badRequest } from '../../lib/httpError';
import { queryRows } from '../../lib/queryRows';
import { personRecordSteps, type BlockedRecord } from './personRecordSteps';
import { lockOpenArcoRequest } from './lockOpenArcoRequest';
import { arcoRequestRecords, arcoRequests, privacyBlocks } from './tables';

/**
 * 'Bloquear datos' (issue 54): a cancellation's first stage. In one transaction every record the
 * request names is blocked by its owning feature's step (which also blocks what follows it: a retail
 * lead's WhatsApp conversation), each blocked record is written to the privacy_blocks ledger with the
 * request, who and when (the deletion stage reads it), the access log records the act, and the request
 * goes en trámite (the handler answers the person afterwards). Records another request already blocked
 * keep their first ledger row; a request whose records are all blocked already is refused (400). Returns how many records this request blocked.
 */
export async function blockArcoRecords(db: Db, caller: Caller, requestId: number): Promise<number> {
  return db.transaction(async (tx) => {
    await lockOpenArcoRequest(tx, caller, requestId, 'cancelacion', ARCO_MSG.onlyCancellation);
    const records = await tx.select({ kind: arcoRequestRecords.subjectKind, id: arcoRequestRecords.subjectId }).from(arcoRequestRecords).where(eq(arcoRequestRecords.requestId, requestId));
    if (!records.length) throw badRequest(ARCO_MSG.nothingToBlock);
    // Blocked already (by this request, or an earlier one of the same person): nothing left to do.
    const [pending] = await queryRows<{ n: number }>(
      tx,
      sql`SELECT count(*)::int AS n FROM arco_request_records x
          WHERE x.request_id = ${requestId} AND NOT EXISTS (SELECT 1 FROM privacy_blocks b WHERE b.subject_kind = x.subject_kind AND b.subject_id = x.subject_id)`,
    );
    if (pending!.n === 0) throw badRequest(ARCO_MSG.alreadyBlocked);
    const at = new Date();
    const byKind = new Map<PersonRecordKind, number[]>();
    for (const r of records) byKind.set(r.kind as PersonRecordKind, [...(byKind.get(r.kind as PersonRecordKind) ?? []), r.id]);
    const blocked: BlockedRecord[] = [];
    for (const [kind, ids] of byKind) {
      const step = personRecordSteps.get(kind);
      if (step) blocked.push(...(await step.block(tx, ids, at)));
    }
    const unique = [...new Map(blocked.map((b) => [`${b.kind}:${b.id}`, b])).values()];
    if (unique.length) {
      await tx
        .insert(privacyBlocks)
        .values(unique.map((b) => ({ subjectKind: b.kind, subjectId: b.id, agencyId: caller.agencyId, requestId, blockedAt: at, blockedById: caller.id })))
        .onConflictDoNothing();
    }
    // In the same transaction (not the buffered writer): the act and its record commit together.
    await tx.insert(accessLog).values({ at, userId: caller.id, agencyId: caller.agencyId, action: 'arco-block', target: `Solicitud ARCO ${requestId} (${unique.length} registros)`, rows: unique.length });
    await tx
      .update(arcoRequests)
      .set({ state: 'en-tramite', handlerId: caller.id, updatedAt: at })
      .where(eq(arcoRequests.id, requestId));
    return unique.length;
  });
}
