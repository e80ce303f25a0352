import { MSG } from '@shared/messages';
import { FILE_MSG } from '@shared/domain/fileMessages';
import { EVIDENCE_MAX_BYTES, EVIDENCE_TYPES } from '@shared/domain/constants';
import { sniffFileType, type FileKind } from '@shared/domain/fileSignature';

export interface FileRule {
  /** The types accepted, judged by the file's first bytes. */
  types: readonly FileKind[];
  maxBytes: number;
  /** The rule in words, said after the file's name when its content is not one of `types`. */
  typeMessage: string;
}

/** An appointment's or a sale's evidence, an agency's or a fleet stage's documents: PDF, JPG or PNG up to 5 MB. */
export const EVIDENCE_RULE: FileRule = { types: EVIDENCE_TYPES, maxBytes: EVIDENCE_MAX_BYTES, typeMessage: MSG.evidenceType };
/** An agency's logos: PNG, JPG or WebP up to 5 MB. */
export const LOGO_RULE: FileRule = { types: ['image/png', 'image/jpeg', 'image/webp'], maxBytes: EVIDENCE_MAX_BYTES, typeMessage: 'El logo debe ser PNG, JPG o WebP' };

/**
 * Reads a chosen file as a base64 data URL, refusing when it is picked what the API would refuse on
 * save: the type by content (a renamed file is not a PNG), then the size; the error names the file.
 */
export async function readFileAsDataUrl(file: File, rule: FileRule): Promise<string> {
  const kind = sniffFileType(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
  if (!kind || !rule.types.includes(kind)) throw new Error(FILE_MSG.wrongType(file.name, rule.typeMessage));
  if (file.size > rule.maxBytes) throw new Error(FILE_MSG.overSize(file.name));
  const url = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error(FILE_MSG.unreadable(file.name)));
    reader.readAsDataURL(file);
  });
  // The data URL carries the type its content has, not the one its name suggests.
  return url.replace(/^data:[^;,]*;/, `data:${kind};`);
}
