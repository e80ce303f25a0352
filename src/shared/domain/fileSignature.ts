/** The file types the API stores, judged by the file's first bytes rather than its name or declared type. */
export type FileKind = 'image/png' | 'image/jpeg' | 'image/webp' | 'application/pdf';
/** The evidence types (appointments, sales, documents): no WebP. */
export type EvidenceMime = Exclude<FileKind, 'image/webp'>;

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The type of a file by its first 16 bytes; the browser's picker and the API judge a file by this one rule. */
export function sniffFileType(bytes: Uint8Array): FileKind | undefined {
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (bytes.length >= 5 && ascii(bytes, 0, 5) === '%PDF-') return 'application/pdf';
  return undefined;
}

export function sniffEvidenceType(bytes: Uint8Array): EvidenceMime | undefined {
  const kind = sniffFileType(bytes);
  return kind === 'image/webp' ? undefined : kind;
}

export const EVIDENCE_EXTENSIONS: Record<EvidenceMime, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };
