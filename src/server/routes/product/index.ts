import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { MSG } from '../../../shared/messages';
import { authorize, callerOf } from '../../plugins/auth';
import { productColors, products } from '../../db/schema';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/httpError';
import { dataOrFlat } from '../../lib/unwrapData';
import { idParams, typed, type RouteDeps } from '../../lib/zodApp';
import { slugify } from '../leadOrigin/index';

const productBody = z.object({
  name: z.string().trim().min(1, MSG.requiredFields),
  model: z.string().trim().min(1, MSG.requiredFields),
  version: z.string().trim().min(1, MSG.requiredFields),
  transmission: z.string().trim().min(1, MSG.requiredFields),
  year: z.coerce.number().int().min(1900),
  price: z.coerce.number().min(0),
  imageUrl: z.string().trim().nullish(),
  /** 0 floor visits, 2 create lead, 1 both. */
  flag: z.coerce.number().int().min(0).max(2).default(1),
  colors: z.array(z.object({ name: z.string().trim().min(1), slug: z.string().optional(), hex: z.string().nullish() })).default([]),
});

async function withColors(db: Db, rows: (typeof products.$inferSelect)[]) {
  const colors = rows.length
    ? await db.select().from(productColors).where(inArray(productColors.productId, rows.map((p) => p.id))).orderBy(asc(productColors.id))
    : [];
  return rows.map((p) => ({
    ...p,
    ProductColors: colors.filter((c) => c.productId === p.id).map((c) => ({ id: c.id, name: c.name, slug: c.slug, hex: c.hex })),
  }));
}

/** Products with their colours. GET /product/?flag=0 lists those offered for floor visits, flag=2 for creating leads. */
export async function productRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  const r = typed(app);

  for (const url of ['/product/', '/product']) {
    r.get(url, { schema: { querystring: z.object({ flag: z.coerce.number().int().min(0).max(2).optional() }) } }, async (request) => {
      callerOf(request);
      const { flag } = request.query;
      const rows = await db
        .select()
        .from(products)
        .where(and(eq(products.active, true), flag === undefined ? undefined : inArray(products.flag, flag === 1 ? [1] : [flag, 1])))
        .orderBy(asc(products.name));
      return { data: await withColors(db, rows) };
    });

    r.post(url, { schema: { body: dataOrFlat(productBody) } }, async (request, reply) => {
      authorize(request, 'product:manage');
      const { colors, ...p } = request.body;
      const created = await db.transaction(async (tx) => {
        const [row] = await tx.insert(products).values(p).returning();
        if (colors.length) await tx.insert(productColors).values(colors.map((c) => ({ productId: row!.id, name: c.name, slug: c.slug || slugify(c.name), hex: c.hex ?? null })));
        return row!;
      });
      return reply.status(201).send({ data: (await withColors(db, [created]))[0] });
    });
  }

  r.get('/product/:id', { schema: { params: idParams } }, async (request) => {
    callerOf(request);
    const rows = await db.select().from(products).where(eq(products.id, request.params.id));
    if (!rows.length) throw notFound();
    return { data: (await withColors(db, rows))[0] };
  });
}
