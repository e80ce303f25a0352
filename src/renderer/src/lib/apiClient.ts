import axios, { AxiosError, type AxiosInstance } from 'axios';
import { fetchAuthSession } from 'aws-amplify/auth';
import { MSG } from '@shared/messages';
import { APP_VERSION } from '@shared/domain/constants';
import { CLIENT_TOO_OLD_STATUS, CLIENT_VERSION_HEADER, MIN_VERSION_HEADER } from '@shared/updates';
import { reportClientOutdated } from './clientOutdated';
import { runtimeConfig } from './config';
import { requestContext } from './requestContext';
import { connectivity, isUnreachable } from './offline/connectivity';

/** A failed call: the server's Spanish text (or the catalogue's fallback) and the HTTP status. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
  ) {
    super(message);
  }
}

function toApiError(error: unknown): ApiError {
  if (error instanceof AxiosError) {
    if (!error.response) return new ApiError(MSG.noConnection, undefined);
    const data = (error.response.data as { data?: unknown } | undefined)?.data;
    // The API no longer accepts this version: the shell shows why, with the update.
    if (error.response.status === CLIENT_TOO_OLD_STATUS && typeof data === 'string') {
      const minVersion = error.response.headers[MIN_VERSION_HEADER.toLowerCase()] as unknown;
      reportClientOutdated({ message: data, minVersion: typeof minVersion === 'string' ? minVersion : null });
    }
    return new ApiError(typeof data === 'string' && data ? data : MSG.requestError, error.response.status);
  }
  return new ApiError(error instanceof Error ? error.message : MSG.genericError, undefined);
}

function create(base: () => string, withAuth: boolean, saysVersion = true): AxiosInstance {
  // No XSRF cookie to send (the API authenticates with the bearer token and sets none). Left on,
  // axios reads it before every same-origin request through the async Cookie Store API, a round
  // trip to the browser process that held each call back 50-100 ms on a busy start-up.
  const instance = axios.create({ withXSRFToken: false });
  instance.interceptors.request.use(async (request) => {
    request.baseURL = base();
    // The API may refuse a version it no longer supports (426); a browser build says the server's own.
    if (saysVersion) request.headers.set(CLIENT_VERSION_HEADER, APP_VERSION);
    if (withAuth) {
      const session = await fetchAuthSession();
      const token = session.tokens?.idToken?.toString();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      const { agencyId, userId } = requestContext;
      // A call may name its agency itself (e.g. the waiting-list board); otherwise the selected one.
      if (agencyId && !request.headers.has('agencyid')) request.headers.set('agencyid', String(agencyId));
      if (userId) request.headers.set('userid', String(userId));
    }
    return request;
  });
  instance.interceptors.response.use(
    (response) => (connectivity.answered(), response),
    (error) => {
      const failure = toApiError(error);
      // An answer, even a refusal, means the API is there; none (or a gateway's 502-504) means it is not.
      if (isUnreachable(failure.status)) connectivity.unreachable();
      else connectivity.answered();
      return Promise.reject(failure);
    },
  );
  return instance;
}

/** The main API base (spec part 1 §7): Authorization with the id token, agencyid and userid headers. */
export const api = create(() => runtimeConfig().api.main, true);
export const reportingApi = create(() => runtimeConfig().api.reporting, true);
export const notificationApi = create(() => runtimeConfig().api.notification, true);
/** The e-commerce calls (spec part 2 §7: their own host; ours serves them under /ecommerce-api). */
export const ecommerceApi = create(() => runtimeConfig().api.ecommerce, true);
/**
 * The inventory catalogue: the user's token (our server's catalogue needs a signed-in caller), plus
 * the api-key header when the build's configuration has one for an external catalogue.
 */
export const inventoryApi = (() => {
  // An external catalogue's CORS need not know our version header.
  const instance = create(() => runtimeConfig().api.inventory, true, false);
  instance.interceptors.request.use((request) => {
    const key = runtimeConfig().api.inventoryApiKey;
    if (key) request.headers.set('api-key', key);
    return request;
  });
  return instance;
})();

/** Unwraps the `{ data }` envelope. */
export async function getData<T>(promise: Promise<{ data: { data: T } }>): Promise<T> {
  return (await promise).data.data;
}
