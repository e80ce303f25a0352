import type { FastifyInstance } from 'fastify';
import { EVIDENCE_MAX_BYTES } from '../../shared/domain/constants';
import { tooLarge } from './httpError';

const KiB = 1024;
const MiB = 1024 * KiB;

/** The length of a file's base64 data URL: 4 characters for every 3 bytes, plus its 'data:<type>;base64,' header. */
export const dataUrlLength = (bytes: number): number => Math.ceil(bytes / 3) * 4 + 256;

/** Room for a form's own fields beside its files. */
const FIELDS = 64 * KiB;

/**
 * The body limit of each kind of route (Fastify's `bodyLimit`, declared with the route beside its
 * permission and schema). A form needs kilobytes; an upload the documented file limits (5 MB a file)
 * plus base64's third. Over it the API answers 413 with the size message before parsing anything.
 */
export const BODY_LIMIT = {
  /**
   * An ADF/XML document from a portal or the brand: a day's leads in one post (about 1,000 prospects
   * of ~2 KB), still small enough to parse at once.
   */
  adfDocument: 2 * MiB,
  /** The public intakes (fleet enquiry, 'me interesa') and the user pool's calls: a few short fields. */
  publicForm: 16 * KiB,
  /** A form typed in the CRM, or an action with a few fields (also the server's default, e.g. DELETE). */
  form: FIELDS,
  /** The agency's privacy notice (issue 54): its integral text, up to 60,000 characters (4 bytes each at worst), and the simplified one. */
  longText: 256 * KiB,
  /** A form with one file (an appointment's evidence). */
  oneFile: dataUrlLength(EVIDENCE_MAX_BYTES) + FIELDS,
  /** The product catalogue's form: its picture, one-pager and data sheet. */
  productFiles: 3 * dataUrlLength(EVIDENCE_MAX_BYTES) + FIELDS,
  /** Fleet documents and an agency's logos and files: 5 MB each, the whole body at most 12 MB (fleet/README, admin/README). */
  files: 12 * MiB,
  /**
   * The e-commerce multipart form (20 pictures of 5 MB and its fields; @fastify/multipart's own
   * limits check each part, this the whole by its declared length).
   */
  multipart: 20 * EVIDENCE_MAX_BYTES + MiB,
} as const;

/**
 * Fastify checks a JSON or text body against the route's limit itself; a multipart body is read by
 * its plugin part by part, so its declared length is checked here, in onRequest (after the
 * permission check, before anything is read).
 */
export function installDeclaredLengthCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const length = Number(request.headers['content-length']);
    if (Number.isFinite(length) && length > request.routeOptions.bodyLimit) throw tooLarge();
  });
}
