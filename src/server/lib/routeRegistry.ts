import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app serves (method and URL pattern), in registration order: tests walk it. */
    routeTable: RouteEntry[];
  }
}

/** Collects the route table with an onRoute hook; install it before any route is registered. */
export function installRouteRegistry(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      table.push({ method, url: route.url });
    }
  });
}
