import type { FastifyContextConfig, RouteOptions } from 'fastify';
import { can, PERMISSIONS, type Permission } from '../../shared/domain/permissions';
import type { Role } from '../../shared/domain/roles';

/**
 * Who may call a route, declared in its options with its schema and its body limit (CONVENTIONS 10):
 * exactly one of
 * - `permission`: a permission of `src/shared/domain/permissions.ts`, or a list of them of which any
 *   one suffices (a route whose handler then demands the one the request asks for: PATCH /lead/{id},
 *   POST /leadActivity, PATCH /lead/nextPhase/{id}, PATCH /sale/stage/{id});
 * - `signedIn: true`: any signed-in user; the handler's record rules decide the rest (their own
 *   notifications, their agencies' records);
 * - `public: true`: no session (the public calls, health, the user pool, the runtime configuration,
 *   the renderer's pages).
 * The auth hook checks it in onRequest, before the body is read and before any schema runs, so a
 * refused role gets 403 whatever it sends. Record rules (agency, ownership, masking) stay with the
 * services, after validation.
 */
export interface RouteAccess {
  permission?: Permission | readonly Permission[];
  signedIn?: true;
  public?: true;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** See RouteAccess: the permission (or any of a list) a caller's role needs. */
    permission?: Permission | readonly Permission[];
    /** See RouteAccess: any signed-in user may call it. */
    signedIn?: true;
    /** See RouteAccess: it answers without a session. */
    public?: true;
  }
}

/** The permissions a route declares (any one suffices), or undefined when it declares none. */
export function declaredPermissions(config: FastifyContextConfig | undefined): readonly Permission[] | undefined {
  const p = config?.permission;
  if (p === undefined) return undefined;
  return typeof p === 'string' ? [p] : p;
}

/** Whether a role may call a route with this declaration (public and signed-in routes: every role). */
export function mayCall(role: Role, config: FastifyContextConfig | undefined): boolean {
  const permissions = declaredPermissions(config);
  return permissions === undefined || permissions.some((p) => can(role, p));
}

/**
 * Routes that plugins add without our options: the CORS preflight, the renderer's static files and
 * the API's published contract at /api/docs (its OpenAPI document and viewer: no data, no session).
 */
function isPluginRoute(method: string, url: string): boolean {
  return method === 'OPTIONS' || url === '/*' || url === API_DOCS_PATH || url.startsWith(`${API_DOCS_PATH}/`);
}

/** Where the OpenAPI document of the dealer API and the public calls is served (lib/apiDocs.ts). */
export const API_DOCS_PATH = '/api/docs';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/**
 * The route's declaration problem, or undefined when it declares its access (exactly one of
 * permission, signedIn, public, with known permissions) and, when it takes a body, its body limit.
 */
export function declarationProblem(route: Pick<RouteOptions, 'method' | 'url' | 'config' | 'bodyLimit'>): string | undefined {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const where = `${methods.join(',')} ${route.url}`;
  if (methods.every((m) => isPluginRoute(m, route.url))) return undefined;
  const config = route.config;
  const declared = [config?.permission !== undefined, config?.signedIn === true, config?.public === true].filter(Boolean).length;
  if (declared !== 1) return `${where}: declare exactly one of config.permission, config.signedIn or config.public`;
  const permissions = declaredPermissions(config);
  if (permissions && (permissions.length === 0 || permissions.some((p) => !(p in PERMISSIONS)))) return `${where}: unknown permission ${String(config?.permission)}`;
  if (methods.some((m) => BODY_METHODS.has(m)) && typeof route.bodyLimit !== 'number') return `${where}: declare the bodyLimit its payload needs (src/server/lib/bodyLimits.ts)`;
  return undefined;
}
