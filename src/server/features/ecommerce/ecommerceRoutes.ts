import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { ECOMMERCE_IMAGE_MAX_BYTES, ECOMMERCE_IMAGES_PER_GROUP, ECOMMERCE_MSG } from '../../../shared/domain/ecommerceMessages';
import { accessoryListQuery, deactivateBody } from '../../../shared/schemas/ecommerce';
import { authorize } from '../../identity/auth';
import { originOf } from '../../lib/originOf';
import { idParams, typed, type RouteDeps } from '../../lib/zodApp';
import { blobStoreFor } from '../../lib/blobStore';
import {
  accessoryCatalogs,
  createAccessory,
  deactivateAccessories,
  getAccessory,
  listAccessories,
  updateAccessory,
} from './ecommerceItems';
import { readAccessoryForm } from './readAccessoryForm';

/**
 * The e-commerce calls (spec part 2 §7), served under their own base (`/ecommerce-api`, the runtime
 * configuration's `api.ecommerce`). Admin only ('ecommerce:manage').
 */
export async function ecommerceRoutes(app: FastifyInstance, { db, config }: RouteDeps): Promise<void> {
  await app.register(multipart, {
    limits: {
      fileSize: ECOMMERCE_IMAGE_MAX_BYTES,
      files: ECOMMERCE_IMAGES_PER_GROUP * 2,
      fields: 300,
      fieldSize: 64 * 1024,
      parts: 320,
    },
  });
  const r = typed(app);
  const blobs = blobStoreFor(config.dataDir);

  r.get('/ecommerce', { schema: { querystring: accessoryListQuery } }, async (request) => {
    authorize(request, 'ecommerce:manage');
    return listAccessories(db, originOf(request, config), request.query);
  });

  r.patch('/ecommerce/deactivateItems', { schema: { body: deactivateBody } }, async (request) => {
    authorize(request, 'ecommerce:manage');
    const count = await deactivateAccessories(db, request.body);
    return { data: count, message: ECOMMERCE_MSG.deleted };
  });

  r.get('/ecommerce/data/catalogs', async (request) => {
    authorize(request, 'ecommerce:manage');
    return { data: await accessoryCatalogs(db) };
  });

  r.get('/ecommerce/:id', { schema: { params: idParams } }, async (request) => {
    authorize(request, 'ecommerce:manage');
    const item = await getAccessory(db, originOf(request, config), request.params.id);
    return { data: item, images: item.images, productImages: item.productImages };
  });

  r.post('/ecommerce', async (request, reply) => {
    authorize(request, 'ecommerce:manage');
    const form = await readAccessoryForm(request);
    const id = await createAccessory(db, blobs, form.fields, form.uploads);
    reply.status(201);
    return { data: await getAccessory(db, originOf(request, config), id), message: ECOMMERCE_MSG.uploaded };
  });

  r.put('/ecommerce/:id', { schema: { params: idParams } }, async (request) => {
    authorize(request, 'ecommerce:manage');
    const form = await readAccessoryForm(request);
    await updateAccessory(db, blobs, request.params.id, form.fields, form.deleteImages, form.uploads);
    return { data: await getAccessory(db, originOf(request, config), request.params.id), message: ECOMMERCE_MSG.updated };
  });

  r.get('/accessory-types', async (request) => {
    authorize(request, 'ecommerce:manage');
    return { data: (await accessoryCatalogs(db)).accesoryTypes };
  });

  r.get('/productFamily/all-families', async (request) => {
    authorize(request, 'ecommerce:manage');
    return { data: (await accessoryCatalogs(db)).productFamilies };
  });
}
