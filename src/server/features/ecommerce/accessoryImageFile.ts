import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../lib/queryRows';
import { queryRows } from '../../lib/queryRows';

/**
 * The stored file of an accessory's picture (`accessory_item_images.id`), or undefined: only files
 * kept as accessory pictures, so a picture id never reaches another kind of file. The public shop
 * serves it (public/accessories.ts) through ecommerce's door.
 */
export async function accessoryImageFile(db: DbOrTx, imageId: number): Promise<{ mime: string; path: string } | undefined> {
  const [image] = await queryRows<{ mime: string; path: string }>(
    db,
    sql`SELECT f.mime, f.path FROM accessory_item_images im JOIN files f ON f.id = im.file_id
      WHERE im.id = ${imageId} AND f.owner_type IN ('ecommerce-images', 'ecommerce-productImages')`,
  );
  return image;
}
