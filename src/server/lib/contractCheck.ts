import type { FastifyInstance } from 'fastify';
import type { ApiBase, CallDescriptor } from '../../shared/contracts/routeContract';

/** Where each base of the runtime configuration is served on this server (config.ts's clientConfig). */
export const BASE_PREFIX: Record<ApiBase, string> = {
  main: '/api',
  reporting: '/api',
  notification: '/api',
  ecommerce: '/ecommerce-api',
  inventory: '/inventory',
};

/** The contracts no route of the app serves ('GET /api/lead/:id'), for the start check and the tests. */
export function unservedContracts(app: FastifyInstance, contracts: readonly CallDescriptor[]): string[] {
  const served = new Set(app.routeTable.map((r) => `${r.method} ${r.url}`));
  return contracts
    .map((c) => `${c.method} ${BASE_PREFIX[c.base ?? 'main']}${c.path}`)
    .filter((key) => !served.has(key));
}

/**
 * A contract the renderer may call but no route serves stops the start (issue 52), as a route
 * without its declaration does (routeRegistry.ts). Install after the route registry.
 */
export function installContractCheck(app: FastifyInstance, contracts: readonly CallDescriptor[]): void {
  app.addHook('onReady', async () => {
    const missing = unservedContracts(app, contracts);
    if (missing.length) throw new Error(`Declared calls no route serves: ${missing.join(', ')}`);
  });
}
