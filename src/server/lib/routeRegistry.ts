import type { FastifyInstance } from 'fastify';
import { API_DOCS_PATH, declarationProblem, type RouteAccess } from '../identity/routeAccess';

export interface RouteEntry {
  method: string;
  url: string;
  /** Who may call it, as declared in its options (config.permission, signedIn or public). */
  access: RouteAccess;
  /** The body limit it declares, in bytes (undefined: the server's default). */
  bodyLimit?: number;
  /** The status codes whose answer it declares (schema.response, issue 41): the contract it keeps. */
  responses: string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app serves (method, URL pattern, declared access and body limit), in registration order: tests walk it. */
    routeTable: RouteEntry[];
  }
}

/**
 * Collects the route table with an onRoute hook; install it before any route is registered. A route
 * that does not declare who may call it (or, taking a body, its body limit) fails the app's start,
 * so a route added later cannot forget it.
 */
export function installRouteRegistry(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const problem = declarationProblem(route);
    if (problem) throw new Error(`Route without its declaration: ${problem}`);
    const { permission, signedIn, public: isPublic } = route.config ?? {};
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      if (method === 'HEAD' || method === 'OPTIONS' || route.url.startsWith(API_DOCS_PATH)) continue;
      const responses = Object.keys((route.schema as { response?: Record<string, unknown> } | undefined)?.response ?? {});
      table.push({ method, url: route.url, access: { permission, signedIn, public: isPublic }, bodyLimit: route.bodyLimit, responses });
    }
  });
}
