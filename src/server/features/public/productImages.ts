import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { products } from '../../db/tables/catalog';
import { files } from '../../db/tables/files';
import { PRODUCT_IMAGE_OWNER } from '../../db/tables/files';
import { fileStoreFor } from '../../lib/fileStore';
import { notFound } from '../../lib/httpError';
import { idParams, typed, type RouteDeps } from '../../lib/zodApp';
import { publicResponses } from '../../../shared/schemas/publicResponses';

export { PRODUCT_IMAGE_OWNER };

/**
 * GET /api/public/product-images/{fileId}: a catalogue model's photo. Model photos are the brand's
 * public marketing material and are shown as plain <img> in every lead form, so they need no
 * session; only a file that is the current photo of an active product answers, nothing else.
 */
export async function publicProductImageRoutes(app: FastifyInstance, { db, config }: RouteDeps): Promise<void> {
  const blobs = fileStoreFor(config);
  typed(app).get(
    '/product-images/:id',
    // A list of products loads one photo each: a looser limit than the other public calls.
    { config: { public: true, rateLimit: { max: config.publicRateLimitMax * 10, timeWindow: '1 minute' } }, schema: { params: idParams, response: publicResponses.productImage } },
    async (request, reply) => {
      const [file] = await db
        .select({ mime: files.mime, path: files.path })
        .from(files)
        .innerJoin(products, and(eq(products.imageFileId, files.id), eq(products.active, true)))
        .where(and(eq(files.id, request.params.id), eq(files.ownerType, PRODUCT_IMAGE_OWNER)));
      if (!file) throw notFound();
      const bytes = await blobs.get(file.path);
      if (!bytes) throw notFound();
      // A stored file never changes (a new photo is a new file id): cache it for a day.
      return reply.type(file.mime).header('x-content-type-options', 'nosniff').header('cache-control', 'public, max-age=86400, immutable').send(bytes);
    },
  );
}
