import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { PRODUCT_MSG } from '../../../shared/domain/productMessages';
import { authorize } from '../../identity/auth';
import { productCollections, productColors, products } from '../../db/tables/catalog';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/httpError';
import type { RouteDeps } from '../../lib/zodApp';
import { serveContract } from '../../lib/serveContract';
import { productRoutes as calls } from '../../../shared/contracts/productServed';
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
  const blobs = fileStoreFor(config);
  /** One product's detail, or 404 (a product deleted meanwhile: the answer's contract has no empty detail). */
  const detailOr404 = async (id: number) => {
    const product = await productDetail(db, id);
    if (!product) throw notFound(PRODUCT_MSG.notFound);
    return product;
  };

  // Any signed-in user reads the active products (the lead forms); the paged catalogue (with `page`) is admin's and product's.
  serveContract(app, calls.list, { onRequest: catalogueNeedsManage }, async (request) => {
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

  serveContract(app, calls.create, { bodyLimit: BODY_LIMIT.productFiles }, async (request, reply) => {
    const id = await saveProduct(db, blobs, request.body);
    return reply.status(201).send({ data: await detailOr404(id), message: PRODUCT_MSG.created });
  });

  serveContract(app, calls.catalogs, {}, async () => {
    const collections = await db.select().from(productCollections).orderBy(asc(productCollections.name));
    return { data: { collections } };
  });

  serveContract(app, calls.detail, {}, async (request) => {
    return { data: await detailOr404(request.params.id) };
  });

  serveContract(app, calls.update, { bodyLimit: BODY_LIMIT.productFiles }, async (request) => {
    await saveProduct(db, blobs, request.body, request.params.id);
    return { data: await detailOr404(request.params.id), message: PRODUCT_MSG.updated };
  });

  serveContract(app, calls.setActive, { bodyLimit: BODY_LIMIT.form }, async (request) => {
    const [row] = await db.update(products).set({ active: request.body.active }).where(eq(products.id, request.params.id)).returning({ id: products.id });
    if (!row) throw notFound(PRODUCT_MSG.notFound);
    return { data: await detailOr404(row.id), message: request.body.active ? PRODUCT_MSG.activated : PRODUCT_MSG.deactivated };
  });

  serveContract(app, calls.remove, {}, async (request) => {
    await deleteProduct(db, request.params.id);
    return { data: PRODUCT_MSG.deleted };
  });

  serveContract(app, calls.file, {}, async (request, reply) => {
    const file = await productFile(db, blobs, request.params.id, request.params.kind);
    return reply.type(file.mime).header('x-content-type-options', 'nosniff').header('cache-control', 'private, max-age=300').send(file.bytes);
  });
}
