import { and, eq } from 'drizzle-orm';
import { ARCO_MSG, type ArcoState, type ArcoType } from '../../../shared/domain/arcoMessages';
import type { Caller } from '../../identity/auth';
import { badRequest, notFound } from '../../lib/httpError';
import type { DbOrTx } from '../../lib/queryRows';
import { arcoRequests } from './tables';

/**
 * The start of every answer to a request of one right (opposition, blocking, rectification): the
 * caller's agency's request, locked for the transaction, of that right (400 `wrongType` otherwise) and
 * still open (400 'La solicitud ya fue atendida'); 404 for another agency's or a missing one.
 */
export async function lockOpenArcoRequest(tx: DbOrTx, caller: Caller, requestId: number, type: ArcoType, wrongType: string): Promise<{ state: ArcoState }> {
  const [request] = await tx
    .select({ type: arcoRequests.type, state: arcoRequests.state })
    .from(arcoRequests)
    .where(and(eq(arcoRequests.id, requestId), eq(arcoRequests.agencyId, caller.agencyId)))
    .for('update');
  if (!request) throw notFound(ARCO_MSG.notFound);
  if (request.type !== type) throw badRequest(wrongType);
  if (request.state === 'respondida' || request.state === 'improcedente') throw badRequest(ARCO_MSG.closed);
  return { state: request.state as ArcoState };
}
