import type { FastifyInstance } from 'fastify';
import { and, asc, eq, gt } from 'drizzle-orm';
import { inventoryModels, inventoryStores, inventoryVins } from './tables';
import { unauthorized } from '../../lib/httpError';
import type { RouteDeps } from '../../lib/zodApp';
import { serveContract } from '../../lib/serveContract';
import { inventoryRoutes as calls } from '../../../shared/contracts/inventoryServed';

/**
 * The external inventory catalogue, served from seeded stores, models and VINs. It needs a signed-in
 * caller (the auth hook checks the token as for /api): an api key published in /config.json would let
 * anyone read it. A remote build's desktop main process may still send the real service its key.
 */
export async function inventoryRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  app.addHook('preHandler', async (request) => {
    if (request.method !== 'OPTIONS' && !request.caller) throw unauthorized();
  });

  serveContract(app, calls.stores, {}, async () => ({
    data: await db.select({ id: inventoryStores.id, name: inventoryStores.name, key: inventoryStores.key, AgencyId: inventoryStores.agencyId }).from(inventoryStores).orderBy(asc(inventoryStores.name)),
  }));

  serveContract(app, calls.models, {}, async () => ({
    data: await db
      .select({
        id: inventoryModels.id,
        name: inventoryModels.name,
        version: inventoryModels.version,
        year: inventoryModels.year,
        code: inventoryModels.code,
        available_order: inventoryModels.availableOrder,
        ProductId: inventoryModels.productId,
      })
      .from(inventoryModels)
      .where(gt(inventoryModels.availableOrder, 0))
      .orderBy(asc(inventoryModels.name)),
  }));

  serveContract(app, calls.vins, {}, async (request) => {
    const { store, model, version } = request.query;
    const rows = await db
      .select({
        vin: inventoryVins.vin,
        motor: inventoryVins.motor,
        color: inventoryVins.color,
        name: inventoryVins.name,
        version: inventoryVins.version,
        transmission: inventoryVins.transmission,
        year: inventoryVins.year,
        status: inventoryVins.status,
      })
      .from(inventoryVins)
      .where(
        and(
          eq(inventoryVins.storeId, store),
          eq(inventoryVins.modelId, model),
          eq(inventoryVins.status, 'store'),
          version ? eq(inventoryVins.version, version) : undefined,
        ),
      )
      .orderBy(asc(inventoryVins.vin))
      .limit(500);
    return { data: rows };
  });

  serveContract(app, calls.modelAndAgencyKeys, {}, async (request) => {
    const [model] = await db.select().from(inventoryModels).where(eq(inventoryModels.productId, request.query.ProductId)).limit(1);
    const [store] = await db.select().from(inventoryStores).where(eq(inventoryStores.agencyId, request.query.AgencyId)).limit(1);
    return { data: { model: model?.id ?? null, store: store?.id ?? null, modelCode: model?.code ?? null, storeKey: store?.key ?? null } };
  });
}
