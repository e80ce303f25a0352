import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { EVIDENCE_MAX_BYTES } from '../../shared/domain/constants';
import { ADMIN_MSG } from '../../shared/schemas/admin';
import { badRequest, tooLarge } from './httpError';
import { containsMarkup } from './storedFile';

/** Where file bytes live: a folder under the data directory, or memory for ':memory:' databases. */
export interface BlobStore {
  put(bytes: Buffer): Promise<string>;
  get(key: string): Promise<Buffer | undefined>;
}

const memoryBlobs = new Map<string, Buffer>();

export function blobStoreFor(dataDir: string): BlobStore {
  if (dataDir === ':memory:') {
    return {
      async put(bytes) {
        const key = randomUUID();
        memoryBlobs.set(key, bytes);
        return key;
      },
      async get(key) {
        return memoryBlobs.get(key);
      },
    };
  }
  const root = path.join(dataDir, 'files');
  return {
    async put(bytes) {
      await fs.mkdir(root, { recursive: true });
      const key = randomUUID();
      await fs.writeFile(path.join(root, key), bytes);
      return key;
    },
    async get(key) {
      // Keys are UUIDs we made; anything else never reaches the disk.
      if (!/^[0-9a-f-]{36}$/.test(key)) return undefined;
      try {
        return await fs.readFile(path.join(root, key));
      } catch {
        return undefined;
      }
    },
  };
}

export type FileKind = 'image/png' | 'image/jpeg' | 'image/webp' | 'application/pdf';
export const IMAGE_KINDS: readonly FileKind[] = ['image/png', 'image/jpeg', 'image/webp'];
export const DOCUMENT_KINDS: readonly FileKind[] = ['application/pdf', 'image/png', 'image/jpeg'];

/** The type by the bytes, never by the declared MIME or a name. */
export function sniffKind(bytes: Buffer): FileKind | undefined {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  if (bytes.length >= 5 && bytes.toString('latin1', 0, 5) === '%PDF-') return 'application/pdf';
  return undefined;
}

export interface DecodedFile {
  mime: FileKind;
  bytes: Buffer;
}

/** Decodes a base64 data URL: 413 over 5 MB, 400 for a type outside `allowed` (judged by content). */
export function decodeDataUrl(value: string, allowed: readonly FileKind[]): DecodedFile {
  const match = /^data:[\w.+-]+\/[\w.+-]+;base64,(.*)$/s.exec(value);
  if (!match) throw badRequest(ADMIN_MSG.invalidFile);
  const base64 = match[1]!.replace(/\s/g, '');
  // Size check before decoding: 4 base64 characters carry 3 bytes.
  if (Math.floor((base64.length * 3) / 4) - 2 > EVIDENCE_MAX_BYTES) throw tooLarge();
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > EVIDENCE_MAX_BYTES) throw tooLarge();
  const mime = sniffKind(bytes);
  if (!mime || !allowed.includes(mime)) throw badRequest(ADMIN_MSG.invalidFileType);
  // A valid signature followed by HTML is a polyglot a browser could be tricked into rendering.
  if (containsMarkup(bytes)) throw badRequest(ADMIN_MSG.invalidFile);
  return { mime, bytes };
}
