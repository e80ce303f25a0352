import { createHash, randomBytes, randomInt } from 'node:crypto';
import { PAIRING_CODE_ALPHABET, PAIRING_CODE_LENGTH } from '../../../shared/schemas/waitingListDisplay';

/** sha256 is enough for what is hashed here: random secrets, never a person's password. */
export function secretHash(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** A fresh pairing code from the unambiguous alphabet (uniformly: randomInt has no modulo bias). */
export function newPairingCode(): string {
  let code = '';
  for (let i = 0; i < PAIRING_CODE_LENGTH; i += 1) code += PAIRING_CODE_ALPHABET[randomInt(PAIRING_CODE_ALPHABET.length)];
  return code;
}

/** The device credential: 256 random bits, URL-safe, prefixed so a leaked one is recognisable in a log. */
export function newDeviceCredential(): string {
  return `wld_${randomBytes(32).toString('base64url')}`;
}
