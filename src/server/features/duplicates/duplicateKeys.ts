import { sql, type SQL } from 'drizzle-orm';
import type { DuplicateKeys } from '../../../shared/domain/duplicateMatch';
import type { DbOrTx } from '../../lib/queryRows';
import { leadsMissingKeys, writeContactKeys, type LeadContactRow } from '../leads/doors/contactKeys';

/**
 * Writes the stored keys of `ids` (leads' key columns, through leads' writeContactKeys) and
 * remembers their names' words for the near spellings. Call after any write of a lead's name,
 * e-mails or phones, in the same transaction.
 */
export async function writeDuplicateKeys(tx: DbOrTx, ids: readonly number[]): Promise<Map<number, { row: LeadContactRow; keys: DuplicateKeys }>> {
  const out = await writeContactKeys(tx, ids);
  if (out.size === 0) return out;
  await rememberNameWords(
    tx,
    [...out.values()].map((v) => v.keys.names[0] ?? ''),
  );
  return out;
}

/**
 * Adds the words of stored name keys to person_name_words, where the matcher finds the near
 * spellings of a new name's words (findDuplicateCandidates). Call wherever name_key is written.
 */
/** The words of `nameKeys` for the near-spelling lookup, as one INSERT; null when there are none. */
export function nameWordsInsert(nameKeys: readonly string[]): SQL | null {
  const words = [...new Set(nameKeys.flatMap((k) => k.split(' ')).filter(Boolean))].sort();
  if (words.length === 0) return null;
  return sql`INSERT INTO person_name_words (word) SELECT unnest(ARRAY[${sql.join(words.map((w) => sql`${w}`), sql`, `)}]::text[]) ON CONFLICT DO NOTHING`;
}

export async function rememberNameWords(tx: DbOrTx, nameKeys: readonly string[]): Promise<void> {
  const insert = nameWordsInsert(nameKeys);
  if (insert) await tx.execute(insert);
}

/**
 * Fills the keys of leads written before they existed (the migration adds empty columns) or by a
 * bulk path (the demo seed, the benchmark seed), `batch` leads at a time through
 * leads_keys_missing_idx. Returns how many leads it filled; 0 when none is left.
 */
export async function backfillDuplicateKeys(tx: DbOrTx, batch = 1000): Promise<number> {
  const missing = await leadsMissingKeys(tx, batch);
  if (missing.length === 0) return 0;
  await writeDuplicateKeys(tx, missing);
  return missing.length;
}
