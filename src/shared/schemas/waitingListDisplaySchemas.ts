import { z } from 'zod';
import { dbId, text, TEXT_MAX } from './primitives';
import { dataOf, messageAnswer, pagedOf, wireDateTime } from './wire';
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


/** The display calls' answers (issue 41). Timestamps are ISO text (the service prints them). */
export const waitingListDisplayRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  AgencyId: z.number(),
  agencyName: z.string(),
  createdAt: wireDateTime,
  pairedAt: wireDateTime.nullable(),
  lastSeenAt: wireDateTime.nullable(),
  revokedAt: wireDateTime.nullable(),
  /** The pairing code's expiry while it is still unused; null once paired, revoked or expired. */
  codeExpiresAt: wireDateTime.nullable(),
});
/** A created display: its row and the code, shown once. */
export const createdDisplaySchema = z.object({ display: waitingListDisplayRowSchema, code: z.string(), expiresAt: wireDateTime });
/** The pairing answer: the device credential, given once. */
export const displayPairingSchema = z.object({ credential: z.string(), displayId: z.number(), AgencyId: z.number(), name: z.string(), agencyName: z.string() });

export const displayListAnswer = pagedOf(waitingListDisplayRowSchema);
export const displayAnswer = dataOf(waitingListDisplayRowSchema);
export const displayCreatedAnswer = dataOf(createdDisplaySchema).merge(messageAnswer);
export const displayChangedAnswer = dataOf(waitingListDisplayRowSchema).merge(messageAnswer);
export const displayPairingAnswer = dataOf(displayPairingSchema);
