import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../lib/queryRows';
import { productCollections, productVersions, products } from '../../db/tables/catalog';

/** The brand's collections, and which demo models belong to each (by model line). */
export const DEMO_COLLECTIONS: Record<string, readonly string[]> = {
  SUV: ['Sei2', 'Sei3 Pro', 'Sei4 Pro', 'Sei7 Pro'],
  Sedán: ['J7'],
  'Pick-up': ['Frison T8'],
  Eléctricos: ['E10X', 'E30X'],
  Comerciales: [],
};

/** Second versions a few demo models are also sold in, priced above their base one. */
const EXTRA_VERSIONS: Record<string, { name: string; transmission: string; price: string }> = {
  'Sei4 Pro': { name: 'Connect Plus', transmission: 'Automática', price: '489900.00' },
  'Sei7 Pro': { name: 'Dynamic Plus', transmission: 'DCT', price: '629900.00' },
  'Frison T8': { name: 'Diésel 4x4 Lujo', transmission: 'Automática', price: '699900.00' },
};

/** Collections, versions and showroom links of the demo catalogue. */
export async function seedProductCatalogue(db: DbOrTx): Promise<void> {
  const collections = await db
    .insert(productCollections)
    .values(Object.keys(DEMO_COLLECTIONS).map((name) => ({ name })))
    .returning();
  const rows = await db.select().from(products).orderBy(asc(products.id));
  for (const p of rows) {
    const collection = collections.find((c) => DEMO_COLLECTIONS[c.name]?.includes(p.model));
    const slug = p.model.toLowerCase().replace(/\s+/g, '-');
    await db
      .update(products)
      .set({ collectionId: collection?.id ?? null, showRoom360Url: `https://www.jacmexico.com/showroom-360/${slug}` })
      .where(eq(products.id, p.id));
    const extra = EXTRA_VERSIONS[p.model];
    await db.insert(productVersions).values([
      { productId: p.id, name: p.version, transmission: p.transmission, price: p.price.toFixed(2), position: 0 },
      ...(extra ? [{ productId: p.id, ...extra, position: 1 }] : []),
    ]);
  }
}
