import { files } from '../../db/tables/files';
import type { Tx } from '../../lib/queryRows';
import { decodeDataUrl, DOCUMENT_KINDS, type DecodedFile } from '../../lib/uploadedFile';
import type { FileStore } from '../../lib/fileStore';

/**
 * Files of the fleet stage work (evidence, orders, terms, quotations, deliveries, test-drive
 * paperwork): decoded and checked before any write (PDF, PNG, JPG by content, ≤ 5 MB: 400 / 413),
 * their bytes put in the file store, then indexed in `files` inside the caller's transaction.
 */
export interface NamedUpload {
  name: string;
  base64: string;
}
export interface DecodedUpload extends DecodedFile {
  name: string;
}
export interface StoredUpload {
  fileId: number;
  name: string;
  mime: string;
}

export function decodeUploads(list: readonly NamedUpload[]): DecodedUpload[] {
  return list.map((f) => ({ ...decodeDataUrl(f.base64, DOCUMENT_KINDS), name: f.name }));
}

/** Puts the bytes in the store and indexes them; a rolled-back transaction leaves only unreferenced blobs. */
export async function storeUploads(tx: Tx, blobs: FileStore, uploads: readonly DecodedUpload[], owner: { type: string; id: number; agencyId: number }): Promise<StoredUpload[]> {
  const stored: StoredUpload[] = [];
  for (const u of uploads) {
    const key = await blobs.put(u.bytes);
    const [row] = await tx
      .insert(files)
      .values({ ownerType: owner.type, ownerId: owner.id, agencyId: owner.agencyId, mime: u.mime, size: u.bytes.length, path: key })
      .returning({ id: files.id });
    stored.push({ fileId: row!.id, name: u.name, mime: u.mime });
  }
  return stored;
}
