import { EVIDENCE_EXTENSIONS, sniffEvidenceType } from '@shared/domain/fileSignature';

/** Text of ours: a file that is there but cannot be shown (not a PDF or image, or a PDF pdf.js cannot read). */
export const DOCUMENT_UNREADABLE = 'No se pudo mostrar el documento';

export type DocumentKind = { kind: 'pdf' | 'image'; extension: string } | { kind: 'other'; extension: string };

/**
 * How the viewer shows a stored file, judged by its first bytes (as the API judged it when it was
 * stored: PDF, PNG, JPG), else by the type it was served with.
 */
export function documentKindOf(head: Uint8Array, servedType: string): DocumentKind {
  const sniffed = sniffEvidenceType(head);
  if (sniffed) return { kind: sniffed === 'application/pdf' ? 'pdf' : 'image', extension: EVIDENCE_EXTENSIONS[sniffed] };
  const type = servedType.split(';')[0]!.trim().toLowerCase();
  if (type === 'application/pdf') return { kind: 'pdf', extension: 'pdf' };
  if (/^image\/(png|jpeg|webp|gif)$/.test(type)) return { kind: 'image', extension: type === 'image/jpeg' ? 'jpg' : type.slice(6) };
  return { kind: 'other', extension: 'bin' };
}

/** 'Cotización 12 - Sei4 Pro.pdf': the document's label as a file name, without characters file systems refuse. */
export function downloadNameOf(title: string, { extension }: DocumentKind): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is being removed
  const base = title.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 120) || 'documento';
  return base.toLowerCase().endsWith(`.${extension}`) ? base : `${base}.${extension}`;
}
