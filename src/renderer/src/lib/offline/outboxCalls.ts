import type { CallDescriptor } from '@shared/contracts/routeContract';
import { pathParams } from '@shared/contracts/pathParams';
import { leadRoutes } from '@shared/contracts/leadContracts';
import { leadAppointmentRoutes } from '@shared/contracts/appointmentContracts';
import { floorVisitRoutes } from '@shared/contracts/floorVisitContracts';
import { whatsappRoutes } from '@shared/contracts/whatsappContracts';
import { call } from '../apiCall';

/**
 * The calls a save may wait in the outbox for (every postOrQueue and queueAfter caller's), sent again
 * through their contract. Loaded when an item is sent again, not with the app: a replay needs the API,
 * and a chunk that cannot load then is the same 'not reachable yet' as the API.
 */
const KEPT_CALLS: readonly CallDescriptor[] = [leadRoutes.create, leadRoutes.createActivity, leadAppointmentRoutes.create, floorVisitRoutes.register, whatsappRoutes.send];

/** A kept item's name of its call: method and path, as its contract declares them. */
export const keptCallName = (contract: Pick<CallDescriptor, 'method' | 'path'>) => `${contract.method} ${contract.path}`;

/**
 * The call an item waits for and its params: by the call's name, or, for an item an earlier version kept
 * with only its URL, the kept call whose path that URL is.
 */
export function keptCallOf(item: { call?: string; params?: Record<string, unknown>; url: string }): { contract: CallDescriptor; params: Record<string, unknown> | undefined } | undefined {
  if (item.call) {
    const contract = KEPT_CALLS.find((c) => keptCallName(c) === item.call);
    return contract && { contract, params: item.params };
  }
  for (const contract of KEPT_CALLS) {
    const params = pathParams(contract.path, item.url);
    if (params) return { contract, params: Object.keys(params).length ? params : undefined };
  }
  return undefined;
}

/** Sends a kept item again through its call, with its Idempotency-Key and agency headers; the answer as the call gives it. */
export async function replayKept(item: { call?: string; params?: Record<string, unknown>; url: string; body: unknown }, headers: Record<string, string>): Promise<unknown> {
  const kept = keptCallOf(item);
  if (!kept) throw new Error(`No se reconoce el envío pendiente (${item.call ?? item.url})`);
  // The input is the one the save itself was typed with (postOrQueue's CallInput of this contract).
  return call(kept.contract, { params: kept.params, body: item.body } as never, { headers });
}
