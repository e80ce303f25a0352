import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { PRODUCT_MSG } from '../../../shared/domain/productMessages';
import { PRODUCT_FILE_MAX_BYTES, type ProductData, type ProductDetail, type ProductFileKind, type ProductListRow } from '../../../shared/schemas/product';
import { dataUrlByteLength } from '../../../shared/schemas/fileData';
import type { Db } from '../../db/client';
import { productCollections, productColors, productVersions, products } from '../../db/tables/catalog';
import { files } from '../../db/tables/files';
import { badRequest, conflict, notFound, tooLarge } from '../../lib/httpError';
import type { Paging } from '../../lib/paged';
import { pageOf } from '../../lib/list/listPage';
import type { DbOrTx } from '../../lib/queryRows';
import { slugify } from '../../../shared/domain/comparableText';
import { PRODUCT_IMAGE_OWNER } from '../../db/tables/files';
import { sniffFileType, type FileKind } from '../../../shared/domain/fileSignature';
import type { FileStore } from '../../lib/fileStore';
import { ilikePattern } from '../../lib/list/likePattern';
import { listOrder, type ListSort } from '../../lib/list/listOrder';
import { PRODUCT_COLUMNS } from '../../../shared/lists/productColumns';
import type { SortKeyOf } from '../../../shared/lists/defineListColumns';

/** How each catalogue file is kept: its owner type in the file store, the types it may be and the message refusing others. */
const FILE_RULES: Record<ProductFileKind, { owner: string; column: 'imageFileId' | 'onePagerFileId' | 'dataSheetFileId'; kinds: FileKind[]; message: string }> = {
  image: { owner: PRODUCT_IMAGE_OWNER, column: 'imageFileId', kinds: ['image/png', 'image/jpeg', 'image/webp'], message: PRODUCT_MSG.imageType },
  onePager: { owner: 'product-one-pager', column: 'onePagerFileId', kinds: ['application/pdf', 'image/png', 'image/jpeg'], message: PRODUCT_MSG.onePagerType },
  dataSheet: { owner: 'product-data-sheet', column: 'dataSheetFileId', kinds: ['application/pdf'], message: PRODUCT_MSG.dataSheetType },
};

export const publicImageUrl = (fileId: number) => `/api/public/product-images/${fileId}`;

/** A base64 data URL judged by its bytes: 413 over 5 MB (whatever its encoding), 400 with the file's own message for any other type. */
function decodeProductFile(value: string, kind: ProductFileKind): { mime: FileKind; bytes: Buffer } {
  const rule = FILE_RULES[kind];
  if (dataUrlByteLength(value) > PRODUCT_FILE_MAX_BYTES) throw tooLarge();
  const match = /^data:[\w.+-]+\/[\w.+-]+;base64,(.*)$/s.exec(value);
  if (!match) throw badRequest(rule.message);
  const base64 = match[1]!.replace(/\s/g, '');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > PRODUCT_FILE_MAX_BYTES) throw tooLarge();
  const mime = sniffFileType(bytes);
  if (!mime || !rule.kinds.includes(mime)) throw badRequest(rule.message);
  return { mime, bytes };
}

/** The model line the rest of the app shows ('Sei4 Pro' of 'JAC Sei4 Pro'). */
export function lineOf(name: string): string {
  return name.replace(/^JAC\s+/i, '').trim() || name;
}

export interface CatalogueQuery extends Paging {
  search?: string;
  status: 'active' | 'inactive' | 'all';
  sortBy: ListSort<ProductSortKey>[];
}

type ProductSortKey = SortKeyOf<typeof PRODUCT_COLUMNS>;

/** Each declared sort key's SQL (shared/lists/productColumns.ts); a key without SQL fails typecheck. */
export const PRODUCT_SORT: Record<ProductSortKey, SQL> = {
  name: sql`${products.name}`,
  price: sql`${products.price}`,
  createdAt: sql`${products.createdAt}`,
  year: sql`${products.year}`,
};

/** The catalogue list, searched, sorted and paged in SQL. */
export async function listCatalogue(db: Db, q: CatalogueQuery) {
  const where: SQL[] = [];
  if (q.status !== 'all') where.push(eq(products.active, q.status === 'active'));
  const text = q.search?.trim();
  if (text) {
    const p = ilikePattern(text);
    where.push(
      or(
        ilike(products.name, p),
        ilike(products.model, p),
        ilike(products.version, p),
        sql`cast(${products.year} as text) like ${p}`,
        sql`exists (select 1 from ${productVersions} v where v.product_id = ${products.id} and v.name ilike ${p})`,
      )!,
    );
  }
  const condition = and(...where);
  // By name by default; the database's own null order (no NULLS LAST) and the id ascending among ties, as before.
  const order = listOrder(q.sortBy, PRODUCT_SORT, { key: 'name', desc: false }, sql`${products.id}`, () => false, 'ASC');
  const page = await pageOf(q, (limit, offset) =>
    db
      .select({
        id: products.id,
        name: products.name,
        year: products.year,
        price: products.price,
        imageUrl: products.imageUrl,
        active: products.active,
        createdAt: products.createdAt,
        collection: productCollections.name,
        versions: sql<number>`(select count(*)::int from ${productVersions} v where v.product_id = ${products.id})`,
        colors: sql<number>`(select count(*)::int from ${productColors} c where c.product_id = ${products.id})`,
      })
      .from(products)
      .leftJoin(productCollections, eq(productCollections.id, products.collectionId))
      .where(condition)
      .orderBy(order)
      .limit(limit)
      .offset(offset),
    () => db.select({ n: count() }).from(products).where(condition).then(([total]) => total?.n),
  );
  const list: ProductListRow[] = page.data.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), versions: Number(r.versions), colors: Number(r.colors) }));
  return { ...page, data: list };
}

/** One product with its colours, versions, collection and files; undefined if there is none. */
export async function productDetail(db: DbOrTx, id: number): Promise<ProductDetail | undefined> {
  const [row] = await db
    .select({ p: products, collection: productCollections })
    .from(products)
    .leftJoin(productCollections, eq(productCollections.id, products.collectionId))
    .where(eq(products.id, id));
  if (!row) return undefined;
  const { p } = row;
  const fileIds = [p.imageFileId, p.onePagerFileId, p.dataSheetFileId].filter((x): x is number => x !== null);
  const [colors, versions, fileRows] = await Promise.all([
    db.select().from(productColors).where(eq(productColors.productId, id)).orderBy(asc(productColors.id)),
    db.select().from(productVersions).where(eq(productVersions.productId, id)).orderBy(asc(productVersions.position), asc(productVersions.id)),
    fileIds.length ? db.select({ id: files.id, mime: files.mime, size: files.size }).from(files).where(inArray(files.id, fileIds)) : Promise.resolve([]),
  ]);
  const fileOf = (fileId: number | null) => fileRows.find((f) => f.id === fileId) ?? null;
  return {
    id: p.id,
    name: p.name,
    model: p.model,
    year: p.year,
    version: p.version,
    transmission: p.transmission,
    price: p.price,
    imageUrl: p.imageUrl,
    flag: p.flag,
    active: p.active,
    createdAt: p.createdAt.toISOString(),
    showRoom360Url: p.showRoom360Url,
    ProductCollectionId: p.collectionId,
    ProductCollection: row.collection,
    ProductColors: colors.map((c) => ({ id: c.id, name: c.name, slug: c.slug, hex: c.hex })),
    // A product made before the catalogue had versions shows its own version as the only one.
    productVersions: versions.length
      ? versions.map((v) => ({ id: v.id, name: v.name, transmission: v.transmission, price: v.price }))
      : [{ id: 0, name: p.version, transmission: p.transmission, price: p.price.toFixed(2) }],
    files: { image: fileOf(p.imageFileId), onePager: fileOf(p.onePagerFileId), dataSheet: fileOf(p.dataSheetFileId) },
  };
}

/** Creates (id undefined) or replaces a catalogue product in one transaction; files are stored before it. */
export async function saveProduct(db: Db, blobs: FileStore, input: ProductData, id?: number): Promise<number> {
  // Decode every file first: a bad one refuses the whole save before anything is written.
  const decoded = (['image', 'onePager', 'dataSheet'] as const).flatMap((kind) => {
    const value = input[`${kind}Base64`];
    return value ? [{ kind, ...decodeProductFile(value, kind) }] : [];
  });
  const stored = await Promise.all(decoded.map(async (f) => ({ ...f, key: await blobs.put(f.bytes) })));
  const first = input.versions[0]!;
  const price = input.price ?? first.price;
  return db.transaction(async (tx) => {
    if (input.ProductCollectionId !== undefined) {
      const [c] = await tx.select({ id: productCollections.id }).from(productCollections).where(eq(productCollections.id, input.ProductCollectionId));
      if (!c) throw badRequest(PRODUCT_MSG.required);
    }
    const values = {
      name: input.name,
      model: lineOf(input.name),
      year: input.model,
      version: first.name,
      transmission: first.transmission ?? '',
      // numeric(14,2) in 'number' mode: the decimal text is exact to two places.
      price: Number(price),
      flag: input.flag,
      collectionId: input.ProductCollectionId ?? null,
      showRoom360Url: input.showRoom360Url,
    };
    let productId: number;
    if (id === undefined) {
      const [row] = await tx.insert(products).values(values).returning({ id: products.id });
      productId = row!.id;
    } else {
      const [row] = await tx.update(products).set(values).where(eq(products.id, id)).returning({ id: products.id });
      if (!row) throw notFound(PRODUCT_MSG.notFound);
      productId = row.id;
    }
    const fileColumns: Partial<Record<'imageFileId' | 'onePagerFileId' | 'dataSheetFileId', number | null>> = {};
    for (const kind of input.remove) fileColumns[FILE_RULES[kind].column] = null;
    for (const f of stored) {
      const [file] = await tx
        .insert(files)
        .values({ ownerType: FILE_RULES[f.kind].owner, ownerId: productId, mime: f.mime, size: f.bytes.length, path: f.key })
        .returning({ id: files.id });
      fileColumns[FILE_RULES[f.kind].column] = file!.id;
    }
    const imageChange = 'imageFileId' in fileColumns ? { imageUrl: fileColumns.imageFileId ? publicImageUrl(fileColumns.imageFileId) : null } : {};
    if (Object.keys(fileColumns).length) await tx.update(products).set({ ...fileColumns, ...imageChange }).where(eq(products.id, productId));

    // Versions are replaced as a whole; colours are matched by name so the ids leads point at survive an edit.
    await tx.delete(productVersions).where(eq(productVersions.productId, productId));
    await tx.insert(productVersions).values(
      input.versions.map((v, position) => ({ productId, name: v.name, transmission: v.transmission || null, price: v.price, position })),
    );
    const wanted = dedupeColors(input.colors);
    const current = await tx.select().from(productColors).where(eq(productColors.productId, productId));
    const keep = new Set(wanted.map((c) => c.name.toLocaleLowerCase('es-MX')));
    for (const c of current) {
      if (keep.has(c.name.toLocaleLowerCase('es-MX'))) continue;
      // A colour a lead or quotation points at stays (its name still shows there): the delete runs
      // in a savepoint so the refusal does not abort the save.
      await tx
        .transaction(async (sp) => {
          await sp.delete(productColors).where(eq(productColors.id, c.id));
        })
        .catch((error: unknown) => {
          if (!isForeignKeyViolation(error)) throw error;
        });
    }
    for (const c of wanted) {
      const existing = current.find((x) => x.name.toLocaleLowerCase('es-MX') === c.name.toLocaleLowerCase('es-MX'));
      if (existing) await tx.update(productColors).set({ name: c.name, hex: c.hex ?? null }).where(eq(productColors.id, existing.id));
      else await tx.insert(productColors).values({ productId, name: c.name, slug: slugify(c.name), hex: c.hex ?? null });
    }
    return productId;
  });
}

function dedupeColors(colors: ProductData['colors']) {
  const seen = new Set<string>();
  return colors.filter((c) => {
    const key = c.name.toLocaleLowerCase('es-MX');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Deletes a product nothing points at; one in use (any lead, quotation, sale, VIN…) answers 409 and stays. */
export async function deleteProduct(db: Db, id: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const deleted = await tx.delete(products).where(eq(products.id, id)).returning({ id: products.id });
      if (!deleted.length) throw notFound(PRODUCT_MSG.notFound);
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict(PRODUCT_MSG.inUse);
    throw error;
  }
}

function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
}

/** The stored bytes of one of a product's files. */
export async function productFile(db: Db, blobs: FileStore, id: number, kind: ProductFileKind) {
  const column = products[FILE_RULES[kind].column];
  const [row] = await db
    .select({ mime: files.mime, path: files.path })
    .from(products)
    .innerJoin(files, eq(files.id, column))
    .where(eq(products.id, id));
  if (!row) throw notFound();
  const bytes = await blobs.get(row.path);
  if (!bytes) throw notFound();
  return { mime: row.mime, bytes };
}
