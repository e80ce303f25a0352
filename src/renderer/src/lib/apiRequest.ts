import type { AxiosRequestConfig } from 'axios';
import { contractPath } from '@shared/contracts/contractPath';
import type { CallInput, CallDescriptor } from '@shared/contracts/routeContract';

/** What a call may add to its contract's input: its own headers (a named agency), a cancel signal, a binary answer. */
export type CallOptions = Pick<AxiosRequestConfig, 'headers' | 'signal' | 'responseType' | 'timeout' | 'onUploadProgress'>;

/**
 * The axios request of a call (pure, so its URL and query are tested): the path with its params, the
 * query as `params` for axios to serialise (the format the server has always parsed: `key=value`,
 * `undefined` left out, lists `key[]=a` or, when the contract says 'repeat', `key=a&key=b`), the body
 * as it is.
 */
export function apiRequest<C extends CallDescriptor>(contract: C, input: CallInput<C> | undefined, options?: CallOptions): AxiosRequestConfig {
  const { params, query, body } = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
  return {
    ...options,
    method: contract.method,
    url: contractPath(contract.path, params),
    ...(query !== undefined ? { params: query } : {}),
    ...(contract.arrays === 'repeat' ? { paramsSerializer: { indexes: null } } : {}),
    ...(body !== undefined ? { data: body } : {}),
  };
}
