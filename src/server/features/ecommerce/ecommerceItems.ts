import { sql, type SQL } from 'drizzle-orm';
import { ECOMMERCE_MSG } from '../../../shared/domain/ecommerceMessages';
import type { z } from 'zod';
import type { AccessoryFields } from '../../../shared/schemas/ecommerce';
import type { SortKeyOf } from '../../../shared/lists/defineListColumns';
import type { ECOMMERCE_ITEM_COLUMNS } from '../../../shared/lists/ecommerceColumns';
import { accessoryItem, type accessoryImage, type productFamily } from '../../../shared/schemas/ecommerceResponses';
import type { Db } from '../../db/client';
import { accessoryItemImages, accessoryItemModels, accessoryItems, type AccessoryImageGroup } from './tables';
import { files } from '../../db/tables/files';
import { badRequest, notFound } from '../../lib/httpError';
import { rowSelect } from '../../lib/list/tableColumns';
import { ListWhere, type ListFilterSql } from '../../lib/list/ListWhere';
import { ECOMMERCE_ITEM_FILTERS } from '../../../shared/lists/ecommerceFilters';
import { listOrder } from '../../lib/list/listOrder';
import { pageOf } from '../../lib/list/listPage';
import { queryRows, type DbOrTx } from '../../lib/queryRows';
import type { FileStore } from '../../lib/fileStore';

/**
 * The one access function for accessory items: every e-commerce call (and the public catalogue)
 * reads and writes items through here. `origin` turns stored images into absolute URLs.
 */

/** An accessory's picture as the answers carry it (the contract's row: ecommerceResponses.ts). */
export type AccessoryImage = z.output<typeof accessoryImage>;

export interface AccessoryUpload {
  group: AccessoryImageGroup;
  mime: 'image/png' | 'image/jpeg';
  bytes: Buffer;
}

/** Where an accessory picture is served: its own public path, so an <img> needs no token. */
export const imageUrlSql = (origin: string, alias: string): SQL =>
  sql`coalesce(${sql.raw(alias)}.url, ${`${origin}/api/public/accessories/images/`} || ${sql.raw(alias)}.id::text)`;

const imagesOf = (origin: string, group: AccessoryImageGroup) =>
  sql`coalesce((SELECT json_agg(json_build_object('id', im.id, 'url', ${imageUrlSql(origin, 'im')}) ORDER BY im.position, im.id)
    FROM accessory_item_images im WHERE im.item_id = i.id AND im.image_group = ${group}), '[]'::json)`;

/**
 * An item as every answer carries it (spec part 2 §3 Accessory item, accessoryItem): its own columns by
 * name (lib/list/tableColumns.ts); its type, models, families and pictures computed. Its instants are
 * ISO instants, as its contract says (PostgreSQL's text of them before rowSelect).
 * Made per request: the pictures' URLs carry the request's origin.
 */
const itemColumns = (origin: string) =>
  rowSelect(accessoryItem.shape, accessoryItems, 'i', {
    ItemAccesoryType: sql`CASE WHEN t.id IS NULL THEN NULL ELSE json_build_object('id', t.id, 'name', t.name) END`,
    Products: sql`coalesce((SELECT json_agg(json_build_object('id', p.id, 'name', p.name, 'model', p.model, 'version', p.version, 'transmission', p.transmission) ORDER BY p.name, p.id)
      FROM accessory_item_models m JOIN products p ON p.id = m.product_id WHERE m.item_id = i.id), '[]'::json)`,
    ProductFamilies: sql`coalesce((SELECT json_agg(DISTINCT jsonb_build_object('id', f.id, 'name', f.name))
      FROM accessory_item_models m JOIN product_family_products fp ON fp.product_id = m.product_id JOIN product_families f ON f.id = fp.family_id
      WHERE m.item_id = i.id), '[]'::json)`,
    images: imagesOf(origin, 'images'),
    productImages: imagesOf(origin, 'productImages'),
  });

/** The list's orders: exactly its declaration's sort keys (shared/lists/ecommerceColumns.ts; a test checks). */
export const ACCESSORY_ITEM_SORT: Record<SortKeyOf<typeof ECOMMERCE_ITEM_COLUMNS>, SQL> = { name: sql`lower(i.name)`, createdAt: sql`i.created_at`, price: sql`i.price` };

export interface AccessoryFilter {
  page: number;
  limit: number;
  search?: string | null;
  accessoryTypeId?: number;
  familyId?: number;
  productId?: number;
  sortBy?: { key: SortKeyOf<typeof ECOMMERCE_ITEM_COLUMNS>; desc: boolean }[];
}

/** The modal's filters' SQL (shared/lists/ecommerceFilters.ts): an item fits a model, or a family, through the models it fits. */
const ACCESSORY_FILTER_SQL: ListFilterSql<typeof ECOMMERCE_ITEM_FILTERS> = {
  accessoryTypeId: sql`i.type_id`,
  familyId: (id) =>
    sql`EXISTS (SELECT 1 FROM accessory_item_models m JOIN product_family_products fp ON fp.product_id = m.product_id WHERE m.item_id = i.id AND fp.family_id = ${id})`,
  productId: (id) => sql`EXISTS (SELECT 1 FROM accessory_item_models m WHERE m.item_id = i.id AND m.product_id = ${id})`,
};

/** Active items, filtered, sorted and paged in SQL. */
export async function listAccessories(db: Db, origin: string, f: AccessoryFilter) {
  const where = new ListWhere(sql`i.active`).search(sql`lower(i.name)`, f.search).filters(ECOMMERCE_ITEM_FILTERS, f, ACCESSORY_FILTER_SQL).sql();
  const order = listOrder(f.sortBy, ACCESSORY_ITEM_SORT, { key: 'createdAt', desc: true }, sql`i.id`, () => false, 'DESC');
  return pageOf(
    f,
    (limit, offset) =>
      queryRows<AccessoryDetail>(
        db,
        sql`SELECT ${itemColumns(origin)} FROM accessory_items i LEFT JOIN accessory_types t ON t.id = i.type_id
      WHERE ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
      ),
    () => queryRows<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM accessory_items i WHERE ${where}`).then(([count]) => count?.total),
  );
}

/** An item as every e-commerce answer carries it (the contract's row: ecommerceResponses.ts). */
export type AccessoryDetail = z.output<typeof accessoryItem>;

/** One active item with its images; 404 'El producto no existe' otherwise. */
export async function getAccessory(db: DbOrTx, origin: string, id: number): Promise<AccessoryDetail> {
  const [row] = await queryRows<AccessoryDetail>(
    db,
    sql`SELECT ${itemColumns(origin)} FROM accessory_items i LEFT JOIN accessory_types t ON t.id = i.type_id WHERE i.id = ${id} AND i.active`,
  );
  if (!row) throw notFound(ECOMMERCE_MSG.notFound);
  return row;
}

/** 400 when the type or any model is not in the catalogue (instead of a foreign-key failure). */
async function assertCatalog(tx: DbOrTx, fields: AccessoryFields): Promise<void> {
  const models = [...new Set(fields.models)];
  const [found] = await queryRows<{ types: number; products: number }>(
    tx,
    sql`SELECT (SELECT count(*)::int FROM accessory_types WHERE id = ${fields.ItemAccesoryTypeId}) AS types,
      (SELECT count(*)::int FROM products WHERE id IN (${sql.join(models.map((m) => sql`${m}`), sql`, `)})) AS products`,
  );
  if (found?.types !== 1 || found.products !== models.length) throw badRequest(ECOMMERCE_MSG.unknownCatalog);
}

/** Blobs first (the file store is not transactional), then every row in one transaction. */
async function storeUploads(blobs: FileStore, uploads: AccessoryUpload[]) {
  return Promise.all(uploads.map(async (u) => ({ ...u, path: await blobs.put(u.bytes) })));
}

async function insertImages(tx: DbOrTx, itemId: number, stored: (AccessoryUpload & { path: string })[]) {
  const [last] = await queryRows<{ position: number }>(tx, sql`SELECT coalesce(max(position), -1)::int AS position FROM accessory_item_images WHERE item_id = ${itemId}`);
  let position = (last?.position ?? -1) + 1;
  for (const file of stored) {
    const [row] = await tx
      .insert(files)
      .values({ ownerType: `ecommerce-${file.group}`, ownerId: itemId, mime: file.mime, size: file.bytes.length, path: file.path })
      .returning({ id: files.id });
    await tx.insert(accessoryItemImages).values({ itemId, group: file.group, fileId: row!.id, position: position++ });
  }
}

const itemValues = (fields: AccessoryFields) => ({
  name: fields.name,
  description: fields.description,
  price: fields.price.toFixed(2),
  modelAccessory: fields.modelAccessory,
  typeId: fields.ItemAccesoryTypeId,
});

export async function createAccessory(db: Db, blobs: FileStore, fields: AccessoryFields, uploads: AccessoryUpload[]): Promise<number> {
  await assertCatalog(db, fields);
  const stored = await storeUploads(blobs, uploads);
  return db.transaction(async (tx) => {
    const [item] = await tx.insert(accessoryItems).values(itemValues(fields)).returning({ id: accessoryItems.id });
    const id = item!.id;
    await tx.insert(accessoryItemModels).values([...new Set(fields.models)].map((productId) => ({ itemId: id, productId })));
    await insertImages(tx, id, stored);
    return id;
  });
}

/** Edit: fields and models replaced, the images named in `deleteImages` (of this item) removed, new uploads added. */
export async function updateAccessory(db: Db, blobs: FileStore, id: number, fields: AccessoryFields, deleteImages: number[], uploads: AccessoryUpload[]): Promise<void> {
  await getAccessory(db, '', id);
  await assertCatalog(db, fields);
  const stored = await storeUploads(blobs, uploads);
  await db.transaction(async (tx) => {
    await tx.execute(sql`UPDATE accessory_items SET name = ${fields.name}, description = ${fields.description}, price = ${fields.price.toFixed(2)},
      model_accessory = ${fields.modelAccessory}, type_id = ${fields.ItemAccesoryTypeId}, updated_at = now() WHERE id = ${id}`);
    await tx.execute(sql`DELETE FROM accessory_item_models WHERE item_id = ${id}`);
    await tx.insert(accessoryItemModels).values([...new Set(fields.models)].map((productId) => ({ itemId: id, productId })));
    if (deleteImages.length > 0) {
      // Only this item's pictures: an id of another item's picture is ignored, never deleted.
      await tx.execute(sql`DELETE FROM accessory_item_images WHERE item_id = ${id} AND id IN (${sql.join(deleteImages.map((d) => sql`${d}`), sql`, `)})`);
    }
    await insertImages(tx, id, stored);
  });
}

/** 'Eliminar producto': items leave the shop and the lists, but accessory leads keep pointing at them. */
export async function deactivateAccessories(db: Db, ids: number[]): Promise<number> {
  if (ids.length === 0) throw badRequest(ECOMMERCE_MSG.noneSelected);
  const rows = await queryRows<{ id: number }>(
    db,
    sql`UPDATE accessory_items SET active = false, updated_at = now() WHERE active AND id IN (${sql.join([...new Set(ids)].map((d) => sql`${d}`), sql`, `)}) RETURNING id`,
  );
  if (rows.length === 0) throw notFound(ECOMMERCE_MSG.notFound);
  return rows.length;
}

/** The catalogues the forms and filters need: accessory types, and families with their products. */
export async function accessoryCatalogs(db: DbOrTx) {
  const accesoryTypes = await queryRows<{ id: number; name: string }>(db, sql`SELECT id, name FROM accessory_types ORDER BY name`);
  const productFamilies = await queryRows<z.output<typeof productFamily>>(
    db,
    sql`SELECT f.id, f.name, coalesce((SELECT json_agg(json_build_object('id', p.id, 'name', p.name, 'model', p.model, 'version', p.version, 'transmission', p.transmission) ORDER BY p.name, p.id)
      FROM product_family_products fp JOIN products p ON p.id = fp.product_id WHERE fp.family_id = f.id AND p.active), '[]'::json) AS "Products"
      FROM product_families f ORDER BY f.name`,
  );
  return { accesoryTypes, productFamilies };
}
