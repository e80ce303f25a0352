import { EVIDENCE_MAX_BYTES } from '@shared/domain/constants';
import { MSG } from '@shared/messages';
import { ADMIN_MSG } from '@shared/schemas/admin';

/** Reads a chosen file as a base64 data URL after the same checks the API makes (5 MB, listed types). */
export function readFileAsDataUrl(file: File, types: readonly string[]): Promise<string> {
  if (file.size > EVIDENCE_MAX_BYTES) return Promise.reject(new Error(MSG.tooLarge));
  if (!types.includes(file.type)) return Promise.reject(new Error(ADMIN_MSG.invalidFileType));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error(MSG.fileReadFailed));
    reader.readAsDataURL(file);
  });
}

export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
