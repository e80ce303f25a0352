import { z } from 'zod';
import { dbId, text, TEXT_MAX } from './primitives';
import { PAIRING_CODE_ALPHABET, PAIRING_CODE_LENGTH, normalizePairingCode } from './waitingListDisplay';

/** The display calls' payloads (issue 40), validated by the API. */
const displayName = text(TEXT_MAX.short).pipe(z.string().min(1, 'El nombre es requerido'));

export const displayCreateSchema = z.object({ AgencyId: dbId, name: displayName }).strict();
export const displayRenameSchema = z.object({ name: displayName }).strict();
export const pairingCodeSchema = z
  .object({
    code: z
      .string()
      .max(32)
      .transform(normalizePairingCode)
      .pipe(z.string().length(PAIRING_CODE_LENGTH, 'Código inválido').regex(new RegExp(`^[${PAIRING_CODE_ALPHABET}]+$`), 'Código inválido')),
  })
  .strict();

