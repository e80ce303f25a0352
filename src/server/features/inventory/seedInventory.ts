import { DEMO_MODEL_COLORS } from '../../db/demoCatalog';
import * as s from '../../db/schema';
import { insertAll, type SeedContext } from '../../db/seedContext';

/** Inventory: a store per agency, the catalogue's models, and a few VINs of each in the model's colours. */
export async function seedInventory({ tx, faker, agencies, products }: SeedContext): Promise<void> {
  const models = await tx
    .insert(s.inventoryModels)
    .values(products.map((p, i) => ({ productId: p.id, name: p.model, version: p.version, year: p.year, code: `M-${p.id}`, availableOrder: i === 3 ? 0 : 5 + i })))
    .returning();
  for (const agency of agencies) {
    const [store] = await tx.insert(s.inventoryStores).values({ name: `Almacén ${agency.name}`, agencyId: agency.id, key: `ST-${agency.slug}` }).returning();
    await insertAll(
      tx,
      s.inventoryVins,
      models.flatMap((m) => {
        const product = products.find((p) => p.id === m.productId);
        const colors = DEMO_MODEL_COLORS[m.name as keyof typeof DEMO_MODEL_COLORS] ?? [];
        return Array.from({ length: 4 }, (_, k) => ({
          storeId: store!.id,
          modelId: m.id,
          vin: `LJ1${agency.id}${String(m.id).padStart(2, '0')}${faker.string.alphanumeric({ length: 10, casing: 'upper' })}${k}`,
          motor: `MT${faker.string.numeric(8)}`,
          color: colors[k % Math.max(colors.length, 1)]?.name ?? 'Blanco',
          name: m.name,
          version: m.version,
          transmission: product?.transmission ?? 'Manual',
          year: m.year,
          status: k === 3 ? 'sold' : 'store',
        }));
      }),
    );
  }
}
