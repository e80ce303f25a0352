import type { FastifyInstance } from 'fastify';
import { checkPublicConsent, recordPublicConsent } from '../privacy';
import { sql } from 'drizzle-orm';
import { ECOMMERCE_MSG } from '../../../shared/domain/ecommerceMessages';
import { accessoryListQuery, interestBody } from '../../../shared/schemas/ecommerce';
import { notFound } from '../../lib/httpError';
import { originOf } from '../../lib/originOf';
import { queryRows } from '../../lib/queryRows';
import { sortKey } from '../../lib/sortKey';
import { idParams, typed, type RouteDeps } from '../../lib/zodApp';
import { publicResponses, type PublicAgency } from '../../../shared/schemas/publicResponses';
import { BODY_LIMIT } from '../../lib/bodyLimits';
import { fileStoreFor } from '../../lib/fileStore';
import { registerInterest } from '../ecommerce';
import { accessoryCatalogs, accessoryImageFile, getAccessory, listAccessories, type AccessoryDetail } from '../ecommerce';

/** What the public sees of an item: the shop's fields only (no dates of upkeep, no inactive items). */
function publicItem(item: AccessoryDetail) {
  const { id, name, description, price, modelAccessory, ItemAccesoryType, Products, images, productImages } = item;
  return { id, name, description, price, modelAccessory, ItemAccesoryType, Products, images, productImages };
}

/** 'Me interesa' per address: 5 every 10 minutes (the whole public prefix has its own, wider limit). */
export const INTEREST_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;

/**
 * The online shop's public calls (beyond the spec): the read-only catalogue of active accessories,
 * their pictures, the agencies a shopper may choose, and the 'me interesa' intake.
 */
export async function publicAccessoryRoutes(app: FastifyInstance, { db, config }: RouteDeps): Promise<void> {
  const r = typed(app);
  const blobs = fileStoreFor(config);

  const open = { config: { public: true } } as const;

  r.get('/', { ...open, schema: { querystring: accessoryListQuery, response: publicResponses.accessories } }, async (request) => {
    const page = await listAccessories(db, originOf(request, config), request.query);
    return { ...page, data: page.data.map(publicItem) };
  });

  r.get('/catalogs', { ...open, schema: { response: publicResponses.accessoryCatalogs } }, async () => ({ data: await accessoryCatalogs(db) }));

  r.get('/agencies', { ...open, schema: { response: publicResponses.agencies } }, async () => ({
    data: await queryRows<PublicAgency>(db, sql`SELECT id, name, city FROM agencies WHERE active ORDER BY ${sortKey(sql`name`)}, id`),
  }));

  r.get('/:id', { ...open, schema: { params: idParams, response: publicResponses.accessory } }, async (request) => ({
    data: publicItem(await getAccessory(db, originOf(request, config), request.params.id)),
  }));

  /** A picture of an accessory: only files that are accessory pictures, typed by their bytes, never sniffed by the browser. */
  r.get('/images/:id', { ...open, schema: { params: idParams, response: publicResponses.accessoryImage } }, async (request, reply) => {
    const image = await accessoryImageFile(db, request.params.id);
    if (!image) throw notFound();
    const bytes = await blobs.get(image.path);
    if (!bytes) throw notFound();
    return reply
      .type(image.mime)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .header('cache-control', 'public, max-age=86400')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(bytes);
  });

  r.post(
    '/interest',
    { config: { public: true, rateLimit: INTEREST_RATE_LIMIT }, bodyLimit: BODY_LIMIT.publicForm, schema: { body: interestBody, response: publicResponses.interest } },
    async (request, reply) => {
      const { website, privacy, ...input } = request.body;
      // A filled trap field is a bot: it gets the same answer and nothing is stored.
      if (!website) {
        // The notice version and purposes the shop showed, checked before anything is written (issue 54).
        const consent = await checkPublicConsent(db, input.agencyId, privacy);
        await registerInterest(db, { ...input, phone: input.phone || undefined }, (tx, id) => recordPublicConsent(tx, 'accessory-lead', id, input.agencyId, 'tienda-en-linea', consent));
      }
      reply.status(201);
      return { data: ECOMMERCE_MSG.interestReceived };
    },
  );
}

