import type { AxiosInstance } from 'axios';
import type { AnswerOf, ApiBase, CallInput, DataOf, CallDescriptor } from '@shared/contracts/routeContract';
import { api, ecommerceApi, inventoryApi, notificationApi, reportingApi } from './apiClient';
import { apiRequest, type CallOptions } from './apiRequest';

const instances: Record<ApiBase, AxiosInstance> = { main: api, reporting: reportingApi, notification: notificationApi, ecommerce: ecommerceApi, inventory: inventoryApi };

/** The input is optional when nothing in it is required. */
type InputArgs<C extends CallDescriptor> = object extends CallInput<C> ? [input?: CallInput<C>, options?: CallOptions] : [input: CallInput<C>, options?: CallOptions];

/**
 * Calls a declared route (src/shared/contracts) through its base's axios instance (auth, agency
 * headers, version check, connectivity): params, query and body are typed by the contract and the
 * answer is its 2xx schema's wire side.
 *
 *   const lead = await callData(leadRoutes.detail, { params: { id } });
 */
export async function call<C extends CallDescriptor>(contract: C, ...[input, options]: InputArgs<C>): Promise<AnswerOf<C>> {
  const response = await instances[contract.base ?? 'main'].request<AnswerOf<C>>(apiRequest(contract, input, options));
  return response.data;
}

/** The same, unwrapping the `{ data }` envelope of a record's or an action's answer. */
export async function callData<C extends CallDescriptor>(contract: C, ...args: InputArgs<C>): Promise<DataOf<C>> {
  const answer = (await call(contract, ...args)) as { data: DataOf<C> };
  return answer.data;
}
