import { EVIDENCE_MAX_BYTES } from '../../shared/domain/constants';
import { sniffFileType, type FileKind } from '../../shared/domain/fileSignature';
import { ADMIN_MSG } from '../../shared/schemas/admin';
import { dataUrlByteLength } from '../../shared/schemas/fileData';
import { badRequest, tooLarge } from './httpError';
import { containsMarkup } from './storedFile';

export type { FileKind };
export const IMAGE_KINDS: readonly FileKind[] = ['image/png', 'image/jpeg', 'image/webp'];
export const DOCUMENT_KINDS: readonly FileKind[] = ['application/pdf', 'image/png', 'image/jpeg'];

export interface DecodedFile {
  mime: FileKind;
  bytes: Buffer;
}

/** Decodes a base64 data URL: 413 over 5 MB (whatever its encoding), 400 for a type outside `allowed` (judged by content). */
export function decodeDataUrl(value: string, allowed: readonly FileKind[]): DecodedFile {
  // Size first, before decoding and before the format: an oversize file is a 413 however it is encoded.
  if (dataUrlByteLength(value) > EVIDENCE_MAX_BYTES) throw tooLarge();
  const match = /^data:[\w.+-]+\/[\w.+-]+;base64,(.*)$/s.exec(value);
  if (!match) throw badRequest(ADMIN_MSG.invalidFile);
  const base64 = match[1]!.replace(/\s/g, '');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > EVIDENCE_MAX_BYTES) throw tooLarge();
  // By the bytes, never by the declared MIME or a name (the rule the client's pickers use too).
  const mime = sniffFileType(bytes);
  if (!mime || !allowed.includes(mime)) throw badRequest(ADMIN_MSG.invalidFileType);
  // A valid signature followed by HTML is a polyglot a browser could be tricked into rendering.
  if (containsMarkup(bytes)) throw badRequest(ADMIN_MSG.invalidFile);
  return { mime, bytes };
}
