import { sniffFileType } from '../../../shared/domain/fileSignature';
import { containsMarkup } from '../../lib/storedFile';

/** The file types a client's WhatsApp file is kept as, judged by its bytes (never by what Meta or the sender declared). */
export type WhatsappMediaMime = 'image/png' | 'image/jpeg' | 'image/webp' | 'application/pdf' | 'audio/ogg' | 'audio/mpeg' | 'audio/amr' | 'video/mp4' | 'audio/mp4';

const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

/** Images and PDF as the uploads judge them, plus WhatsApp's voice notes (Ogg/Opus, AMR), MP3 and MP4 (video or audio). */
export function sniffWhatsappMedia(bytes: Uint8Array, declared: string | null): WhatsappMediaMime | undefined {
  const common = sniffFileType(bytes);
  let kind: WhatsappMediaMime | undefined = common;
  if (!kind && bytes.length >= 4 && ascii(bytes, 0, 4) === 'OggS') kind = 'audio/ogg';
  if (!kind && bytes.length >= 6 && ascii(bytes, 0, 6) === '#!AMR\n') kind = 'audio/amr';
  if (!kind && bytes.length >= 3 && (ascii(bytes, 0, 3) === 'ID3' || (bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0))) kind = 'audio/mpeg';
  if (!kind && bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') kind = declared?.startsWith('audio/') ? 'audio/mp4' : 'video/mp4';
  // A polyglot (markup after a valid signature) is refused, as uploads are.
  if (kind && containsMarkup(bytes.subarray(0, Math.min(bytes.length, 1024 * 1024)))) return undefined;
  return kind;
}

export const MEDIA_EXTENSIONS: Record<WhatsappMediaMime, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
  'audio/ogg': 'ogg',
  'audio/mpeg': 'mp3',
  'audio/amr': 'amr',
  'video/mp4': 'mp4',
  'audio/mp4': 'm4a',
};
