import type { FastifyReply } from 'fastify';
import { sniffFileType, type FileKind } from '../../shared/domain/fileSignature';
import { recordAccess } from './accessLog/accessLogWriter';

/** Markup a browser would render if it ever sniffed the file as HTML (a polyglot hides it after a valid signature). */
const MARKUP = /<(?:!doctype|html|head|body|script|iframe|svg|object|embed|meta|link|style|img|a\s|form|\?xml)/i;

/** True when the bytes carry HTML/SVG/XML markup anywhere: such files are refused on upload. */
export function containsMarkup(bytes: Uint8Array): boolean {
  return MARKUP.test(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1'));
}

/**
 * Sends stored bytes. The content type comes from the bytes' own signature, never from what the
 * uploader declared; `nosniff` and a sandboxing CSP stop a browser from running anything in them;
 * bytes with no known signature, or with markup after one (a polyglot stored before the upload
 * check existed), go out as an attachment of type application/octet-stream.
 */
export function sendStoredFile(reply: FastifyReply, data: Uint8Array, name = 'archivo'): FastifyReply {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const kind: FileKind | undefined = sniffFileType(bytes);
  const safe = kind !== undefined && !containsMarkup(bytes);
  const extension = kind ? { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'application/pdf': 'pdf' }[kind] : 'bin';
  // Every stored document leaves through here: who downloaded which (issue 54; public pictures have no caller and are not logged).
  recordAccess(reply.request, { action: 'document-download', target: `${name}.${extension} (${reply.request.routeOptions.url ?? reply.request.url})` });
  return reply
    .type(safe ? kind : 'application/octet-stream')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('content-disposition', `${safe ? 'inline' : 'attachment'}; filename="${name}.${extension}"`)
    .send(bytes);
}
