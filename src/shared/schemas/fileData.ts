import { z } from 'zod';
import { MSG } from '../messages';

const isSpace = (code: number) => code === 32 || code === 9 || code === 10 || code === 13 || code === 12;

/**
 * What a file sent as a data URL weighs once decoded, in bytes, without decoding it: base64 (spaces
 * and line breaks ignored, padding subtracted) or, without ';base64', percent-encoded text. A string
 * that is not a data URL is read as bare base64.
 */
export function dataUrlByteLength(value: string): number {
  const comma = value.startsWith('data:') ? value.indexOf(',') : -1;
  const base64 = comma < 0 || /;base64$/i.test(value.slice(0, comma));
  const start = comma + 1;
  if (!base64) {
    let escapes = 0;
    for (let i = value.indexOf('%', start); i >= 0; i = value.indexOf('%', i + 1)) escapes += 1;
    return value.length - start - 2 * escapes;
  }
  let chars = 0;
  let padding = 0;
  for (let i = start; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (isSpace(code)) continue;
    chars += 1;
    padding = code === 61 ? padding + 1 : 0;
  }
  return Math.floor((chars * 3) / 4) - Math.min(padding, 2);
}

/**
 * A file as the browser's FileReader sends it (a data URL), at most `maxBytes` once decoded. A larger
 * one is refused with the size message, which the API answers with 413, whatever its encoding; the
 * API judges its type by its bytes. The request's body limit bounds its length.
 */
export const fileDataUrl = (maxBytes: number) => z.string().refine((v) => dataUrlByteLength(v) <= maxBytes, { error: MSG.tooLarge });
