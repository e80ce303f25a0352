/**
 * Who and where the next request is for: set by the session when the user loads and when the
 * agency selector changes, read by the API client for the agencyid / userid headers.
 */
export const requestContext: { agencyId?: number; userId?: number } = {};
