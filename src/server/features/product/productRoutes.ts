import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { PRODUCT_MSG } from '../../../shared/domain/productMessages';
import { TEXT_MAX, sortKeys } from '../../../shared/schemas/primitives';
import { PRODUCT_FILE_KINDS, productInput, productListStatus, productStatusInput } from '../../../shared/schemas/product';
import { productResponses } from '../../../shared/schemas/productResponses';
import { PRODUCT_COLUMNS } from '../../../shared/lists/productColumns';
import { authorize } from '../../identity/auth';
import { productCollections, productColors, products } from '../../db/tables/catalog';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/httpError';
import { pagingQuery } from '../../lib/paged';
import { dataOrFlat } from '../../lib/unwrapData';
import { idParams, typed, type RouteDeps } from '../../lib/zodApp';
import { BODY_LIMIT } from '../../lib/bodyLimits';
import { fileStoreFor } from '../../lib/fileStore';
import { deleteProduct, listCatalogue, productDetail, productFile, saveProduct } from './productCatalogue';

async function withColors(db: Db, rows: (typeof products.$inferSelect)[]) {
  const colors = rows.length
    ? await db.select().from(productColors).where(inArray(productColors.productId, rows.map((p) => p.id))).orderBy(asc(productColors.id))
    : [];
  return rows.map((p) => ({
    ...p,
    ProductColors: colors.filter((c) => c.productId === p.id).map((c) => ({ id: c.id, name: c.name, slug: c.slug, hex: c.hex })),
  }));
}

const listQuery = z.object({
  flag: z.coerce.number().int().min(0).max(2).optional(),
  // With `page` the call is the catalogue's list (paged, searchable, inactive ones too).
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  limit: pagingQuery.shape.limit,
  search: z.string().max(TEXT_MAX.short).optional(),
  status: productListStatus.default('all'),
  sortBy: sortKeys(PRODUCT_COLUMNS.sortKeys).optional(),
});

/**
 * The product catalogue (spec part 2 §7 Product catalogue, part 1 §7 product list):
 * - GET /product/?flag= — active products with colours for the lead forms, floor visits and quotations;
 * - GET /product/?page=&limit=&search=&status=&sortBy= — the catalogue list, paged in SQL (admin, product);
 * - GET /product/data/catalogs — the collections; GET /product/{id} — one product with versions, colours, files;
 * - POST /product/ and PUT /product/{id} — create and edit (admin, product), files as base64 data URLs;
 * - PATCH /product/{id} `{ active }` — deactivate or reactivate; DELETE /product/{id} — only when unused (409);
 * - GET /product/{id}/file/{image|onePager|dataSheet} — a stored file, for any signed-in user.
 */
/**
 * The paged catalogue (any `page` in the query, whatever its value) is admin's and product's: judged
 * on the raw query in onRequest, after the auth hook and before the schema, so a refused role gets
 * 403 for `page=zz` as for `page=1` (issue 51; CONVENTIONS 10: permission before schema).
 */
async function catalogueNeedsManage(request: FastifyRequest): Promise<void> {
  const raw = request.query as Record<string, unknown> | undefined;
  if (raw && Object.hasOwn(raw, 'page')) authorize(request, 'product:manage');
}

export async function productRoutes(app: FastifyInstance, { db, config }: RouteDeps): Promise<void> {
  const r = typed(app);
  const blobs = fileStoreFor(config);
  /** One product's detail, or 404 (a product deleted meanwhile: the answer's contract has no empty detail). */
  const detailOr404 = async (id: number) => {
    const product = await productDetail(db, id);
    if (!product) throw notFound(PRODUCT_MSG.notFound);
    return product;
  };

  for (const url of ['/product/', '/product']) {
    // Any signed-in user reads the active products (the lead forms); the paged catalogue (with `page`) is admin's and product's.
    r.get(url, { config: { signedIn: true }, onRequest: catalogueNeedsManage, schema: { querystring: listQuery, response: productResponses.list } }, async (request) => {
      const q = request.query;
      if (q.page !== undefined) {
        authorize(request, 'product:manage');
        return listCatalogue(db, { page: q.page, limit: q.limit, search: q.search, status: q.status, sortBy: q.sortBy ?? [] });
      }
      const { flag } = q;
      const rows = await db
        .select()
        .from(products)
        .where(and(eq(products.active, true), flag === undefined ? undefined : inArray(products.flag, flag === 1 ? [1] : [flag, 1])))
        .orderBy(asc(products.name));
      return { data: await withColors(db, rows) };
    });

    r.post(url, { config: { permission: 'product:manage' }, bodyLimit: BODY_LIMIT.productFiles, schema: { body: dataOrFlat(productInput), response: productResponses.create } }, async (request, reply) => {
      const id = await saveProduct(db, blobs, request.body);
      return reply.status(201).send({ data: await detailOr404(id), message: PRODUCT_MSG.created });
    });
  }

  r.get('/product/data/catalogs', { config: { signedIn: true }, schema: { response: productResponses.catalogs } }, async () => {
    const collections = await db.select().from(productCollections).orderBy(asc(productCollections.name));
    return { data: { collections } };
  });

  r.get('/product/:id', { config: { signedIn: true }, schema: { params: idParams, response: productResponses.detail } }, async (request) => {
    return { data: await detailOr404(request.params.id) };
  });

  r.put('/product/:id', { config: { permission: 'product:manage' }, bodyLimit: BODY_LIMIT.productFiles, schema: { params: idParams, body: dataOrFlat(productInput), response: productResponses.update } }, async (request) => {
    await saveProduct(db, blobs, request.body, request.params.id);
    return { data: await detailOr404(request.params.id), message: PRODUCT_MSG.updated };
  });

  r.patch('/product/:id', { config: { permission: 'product:manage' }, bodyLimit: BODY_LIMIT.form, schema: { params: idParams, body: dataOrFlat(productStatusInput), response: productResponses.status } }, async (request) => {
    const [row] = await db.update(products).set({ active: request.body.active }).where(eq(products.id, request.params.id)).returning({ id: products.id });
    if (!row) throw notFound(PRODUCT_MSG.notFound);
    return { data: await detailOr404(row.id), message: request.body.active ? PRODUCT_MSG.activated : PRODUCT_MSG.deactivated };
  });

  r.delete('/product/:id', { config: { permission: 'product:manage' }, schema: { params: idParams, response: productResponses.remove } }, async (request) => {
    await deleteProduct(db, request.params.id);
    return { data: PRODUCT_MSG.deleted };
  });

  r.get(
    '/product/:id/file/:kind',
    { config: { signedIn: true }, schema: { params: idParams.extend({ kind: z.enum(PRODUCT_FILE_KINDS) }), response: productResponses.file } },
    async (request, reply) => {
      const file = await productFile(db, blobs, request.params.id, request.params.kind);
      return reply.type(file.mime).header('x-content-type-options', 'nosniff').header('cache-control', 'private, max-age=300').send(file.bytes);
    },
  );
}
