import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MSG } from '../../shared/messages';
import { can, type Permission } from '../../shared/domain/permissions';
import { isRole, type Role } from '../../shared/domain/roles';
import type { Db } from '../db/client';
import { findRequestIdentity, tokenStillValid } from './identityUsers';
import { sessionIdOf, sessionStillOpen } from './sessionCheck';
import type { TokenVerifier } from './tokenVerifier';
import { forbidden, unauthorized } from '../lib/httpError';

export interface Caller {
  id: number;
  email: string;
  role: Role;
  agencyIds: number[];
  /** The agency of this request: the `agencyid` header (checked against agencyIds) or the first one. */
  agencyId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller?: Caller;
  }
}

function bearer(header: string | undefined): string | undefined {
  if (!header) return undefined;
  return header.startsWith('Bearer ') ? header.slice(7).trim() : header.trim();
}

/** Paths that need a signed-in caller: the API (but health) and the inventory catalogue. */
function needsCaller(request: FastifyRequest): boolean {
  const url = request.url;
  if (url.startsWith('/ecommerce-api/')) return true;
  if (url.startsWith('/inventory/') || url === '/inventory' || url.startsWith('/inventory?')) return true;
  if (!url.startsWith('/api/') || /^\/api\/health(\/|\?|$)/.test(url)) return false;
  // The public calls (routes/public: jobs board, catalogue, intakes) answer without a session,
  // judged by the matched route rather than the raw URL.
  const route = request.routeOptions.url ?? '';
  return !route.startsWith('/api/public/');
}

/**
 * Every /api route but health and the public ones, the /ecommerce-api base and the /inventory
 * catalogue need a valid token. The caller is the
 * token's `sub` only (never its e-mail claim); the role and agencies come from the database, never
 * from the client; an `agencyid` header outside the caller's agencies is refused with 403.
 * `localSessions`: the tokens are our own user pool's, bound to a session RevokeToken can end.
 */
export function installAuth(app: FastifyInstance, db: Db, verify: TokenVerifier, localSessions: boolean): void {
  app.decorateRequest('caller', undefined);
  app.addHook('onRequest', async (request) => {
    if (!needsCaller(request)) return;
    if (request.method === 'OPTIONS') return;
    const token = bearer(request.headers.authorization);
    if (!token) throw unauthorized();
    let payload;
    try {
      payload = await verify(token);
    } catch {
      throw unauthorized();
    }
    const sessionId = localSessions ? sessionIdOf(payload) : undefined;
    if (localSessions && !sessionId) throw unauthorized();
    const identity = payload.sub ? await findRequestIdentity(db, payload.sub, sessionId) : undefined;
    const user = identity?.user;
    if (!identity || !user || !user.active || !isRole(user.role)) throw unauthorized();
    if (!(localSessions ? sessionStillOpen(user, identity.session) : tokenStillValid(user, payload.iat))) throw unauthorized();
    const { agencyIds } = identity;
    const header = request.headers.agencyid;
    let agencyId = agencyIds[0] ?? 0;
    if (header !== undefined && header !== '' && header !== 'undefined' && header !== 'null') {
      const wanted = Number(Array.isArray(header) ? header[0] : header);
      if (!Number.isInteger(wanted) || !agencyIds.includes(wanted)) throw forbidden(MSG.forbiddenAgency);
      agencyId = wanted;
    }
    request.caller = { id: user.id, email: user.email, role: user.role, agencyIds, agencyId };
  });
}

export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized();
  return request.caller;
}

/** The caller, after checking the role may do `permission`: call it before any write. */
export function authorize(request: FastifyRequest, permission: Permission): Caller {
  const caller = callerOf(request);
  if (!can(caller.role, permission)) throw forbidden();
  return caller;
}

/** Refuses a record of an agency the caller does not belong to. */
export function assertAgency(caller: Caller, agencyId: number): void {
  if (!caller.agencyIds.includes(agencyId)) throw forbidden(MSG.forbiddenAgency);
}
