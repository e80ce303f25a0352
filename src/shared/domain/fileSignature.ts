/** The evidence types the API accepts, judged by the file's first bytes rather than its name. */
export type EvidenceMime = 'application/pdf' | 'image/jpeg' | 'image/png';

const SIGNATURES: readonly { mime: EvidenceMime; bytes: readonly number[] }[] = [
  { mime: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { mime: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { mime: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
];

export function sniffEvidenceType(bytes: Uint8Array): EvidenceMime | undefined {
  return SIGNATURES.find((s) => s.bytes.every((b, i) => bytes[i] === b))?.mime;
}

export const EVIDENCE_EXTENSIONS: Record<EvidenceMime, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };
