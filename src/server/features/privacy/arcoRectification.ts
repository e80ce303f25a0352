import { and, eq } from 'drizzle-orm';
import { ARCO_MSG } from '../../../shared/domain/arcoMessages';
import type { ArcoRectificationInput } from '../../../shared/schemas/arcoRequests';
import type { Db } from '../../db/client';
import { accessLog } from '../../db/tables/accessLog';
import type { Caller } from '../../identity/auth';
import { badRequest } from '../../lib/httpError';
import { lockOpenArcoRequest } from './lockOpenArcoRequest';
import { arcoRequestRecords, arcoRequests } from './tables';

/**
 * 'Registrar corrección' (issue 54, rectification): the data is corrected in the record's own edit
 * screen (its rules, history and duplicates apply as to any edit); this records on the request which of
 * its records was corrected and what changed, who and when — the agency's evidence that it rectified —
 * with the access log, in one transaction. A received request goes en trámite.
 */
export async function recordRectification(db: Db, caller: Caller, requestId: number, input: ArcoRectificationInput): Promise<void> {
  await db.transaction(async (tx) => {
    const request = await lockOpenArcoRequest(tx, caller, requestId, 'rectificacion', ARCO_MSG.onlyRectification);
    const at = new Date();
    const updated = await tx
      .update(arcoRequestRecords)
      .set({ rectification: input.note, rectifiedAt: at, rectifiedById: caller.id })
      .where(and(eq(arcoRequestRecords.requestId, requestId), eq(arcoRequestRecords.subjectKind, input.kind), eq(arcoRequestRecords.subjectId, input.id)))
      .returning({ id: arcoRequestRecords.subjectId });
    if (!updated.length) throw badRequest(ARCO_MSG.notInRequest);
    await tx.insert(accessLog).values({ at, userId: caller.id, agencyId: caller.agencyId, action: 'arco-rectification', target: `Solicitud ARCO ${requestId}: ${input.kind} #${input.id}`, rows: 1 });
    if (request.state === 'recibida') await tx.update(arcoRequests).set({ state: 'en-tramite', handlerId: caller.id, updatedAt: at }).where(eq(arcoRequests.id, requestId));
  });
}
