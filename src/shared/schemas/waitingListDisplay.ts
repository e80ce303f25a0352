/**
 * Waiting-list display stations (issue 40): an admin creates a display for an agency and gets a
 * one-time pairing code; the display PC exchanges it once for a device credential that reads that
 * agency's waiting list and nothing else. No zod here: the display's screens load this file, and
 * the zod schemas (waitingListDisplaySchemas.ts) are the API's; the answers' types below are
 * type-only imports of them (nothing of zod reaches the display's bundle).
 */
import type { Wire } from './wire';
import type { createdDisplaySchema, displayPairingSchema, waitingListDisplayRowSchema } from './waitingListDisplaySchemas';
import type { waitingBoardRowSchema, waitingListRowSchema } from './appointmentResponses';

/** Pairing codes: 8 characters without the ones people misread (0/O, 1/I/L, 5/S, 2/Z, 8/B, U/V). */
export const PAIRING_CODE_ALPHABET = 'ACDEFGHJKMNPQRTWXY34679';
export const PAIRING_CODE_LENGTH = 8;
/** How long a pairing code may be used after it is shown. */
export const PAIRING_CODE_TTL_MS = 24 * 3_600_000;
/** The device credential travels as `Authorization: Display <secret>`. */
export const DISPLAY_AUTH_SCHEME = 'Display';

/** What a person types: spaces and dashes dropped, lower case accepted. */
export function normalizePairingCode(typed: string): string {
  return typed.replace(/[\s-]+/g, '').toUpperCase();
}

/** 'ACDE-FGHJ': the code as the admin screen shows it (the dash is optional when typed). */
export function formatPairingCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** A display as the admin list shows it. */
export type WaitingListDisplayRow = Wire<typeof waitingListDisplayRowSchema>;

/** The answer to a created display: its row and the code, shown once. */
export type CreatedDisplay = Wire<typeof createdDisplaySchema>;

/** The pairing answer: the device credential, given once. */
export type DisplayPairing = Wire<typeof displayPairingSchema>;

export const DISPLAY_MESSAGES = {
  created: 'Pantalla creada',
  renamed: 'Pantalla renombrada',
  revoked: 'Pantalla desvinculada',
  badCode: 'El código no es válido o ya expiró. Pida a un administrador un nuevo código.',
  /** Ten wrong codes in a minute from one address: its next wrong one (a right code is still taken). */
  tooManyGuesses: 'Demasiados códigos incorrectos desde esta red. Espere un minuto y vuelva a intentarlo.',
  /** The board's answer once its credential is revoked (401). */
  revokedCredential: 'Esta pantalla fue desvinculada. Pida a un administrador un nuevo código.',
  noCredential: 'Esta pantalla no está vinculada.',
} as const;

/** A row of the waiting-list board as the TV shows it (the display station's answer: short names only). */
export type WaitingBoardRow = Wire<typeof waitingBoardRowSchema>;
/** A row of the staff's board (GET /leadActivity/data/waiting-list): the board's row plus the whole names. */
export type WaitingListRow = Wire<typeof waitingListRowSchema>;

/** 'display:pair': the display's names once paired, or the Spanish reason it was not. */
export type DisplayPairAnswer = { ok: true; displayName: string; agencyName: string } | { ok: false; message: string };

/**
 * 'display:board': the rows; 'offline' when the API could not be reached (the board keeps its last
 * rows and says since when); 'revoked' once the API refused the credential (the board blanks);
 * 'unpaired' when this workstation holds no credential.
 */
export type DisplayBoardAnswer = { state: 'ok'; rows: WaitingBoardRow[] } | { state: 'offline' } | { state: 'revoked'; message: string } | { state: 'unpaired'; message: string };
