import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { ECOMMERCE_IMAGE_MAX_BYTES, ECOMMERCE_IMAGES_PER_GROUP, ECOMMERCE_MSG } from '../../../shared/domain/ecommerceMessages';
import { ecommerceRoutes as ecommerceCalls } from '../../../shared/contracts/ecommerceServed';
import { serveContract } from '../../lib/serveContract';
import { BODY_LIMIT } from '../../lib/bodyLimits';
import { originOf } from '../../lib/originOf';
import type { RouteDeps } from '../../lib/zodApp';
import { fileStoreFor } from '../../lib/fileStore';
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
  const blobs = fileStoreFor(config);

  serveContract(app, ecommerceCalls.list, {}, async (request) => {
    return listAccessories(db, originOf(request, config), request.query);
  });

  serveContract(app, ecommerceCalls.deactivate, { bodyLimit: BODY_LIMIT.form }, async (request) => {
    const count = await deactivateAccessories(db, request.body);
    return { data: count, message: ECOMMERCE_MSG.deleted };
  });

  serveContract(app, ecommerceCalls.catalogs, {}, async () => {
    return { data: await accessoryCatalogs(db) };
  });

  serveContract(app, ecommerceCalls.detail, {}, async (request) => {
    const item = await getAccessory(db, originOf(request, config), request.params.id);
    return { data: item, images: item.images, productImages: item.productImages };
  });

  // Multipart: the plugin's limits above check each part; the declared limit the whole.
  const multipartForm = { bodyLimit: BODY_LIMIT.multipart, consumes: ['multipart/form-data'] };
  serveContract(app, ecommerceCalls.create, multipartForm, async (request, reply) => {
    const form = await readAccessoryForm(request);
    const id = await createAccessory(db, blobs, form.fields, form.uploads);
    reply.status(201);
    return { data: await getAccessory(db, originOf(request, config), id), message: ECOMMERCE_MSG.uploaded };
  });

  serveContract(app, ecommerceCalls.update, multipartForm, async (request) => {
    const form = await readAccessoryForm(request);
    await updateAccessory(db, blobs, request.params.id, form.fields, form.deleteImages, form.uploads);
    return { data: await getAccessory(db, originOf(request, config), request.params.id), message: ECOMMERCE_MSG.updated };
  });

  serveContract(app, ecommerceCalls.types, {}, async () => {
    return { data: (await accessoryCatalogs(db)).accesoryTypes };
  });

  serveContract(app, ecommerceCalls.families, {}, async () => {
    return { data: (await accessoryCatalogs(db)).productFamilies };
  });
}
