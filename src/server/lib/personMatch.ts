import { sql, type SQL } from 'drizzle-orm';
import { matchReasons, NAME_TRIGRAM_PREFILTER, type DuplicateKeys } from '../../shared/domain/duplicateMatch';
import { queryRows, textArray, type DbOrTx } from './queryRows';

/** A row of some feature's table that may hold the person: its id and contact as stored. */
export interface ContactRow {
  id: number;
  name: string;
  phone: string | null;
  email: string | null;
}

/** A row the duplicate matcher says is the person's, with its reasons ('mismo teléfono', …). */
export interface MatchedContact extends ContactRow {
  reasons: string[];
}

/**
 * The candidate condition for tables without stored duplicate keys (fleet, e-commerce, WhatsApp):
 * the last ten digits of a phone, the e-mail as normalizeEmail writes it (Gmail without dots and
 * '+tag'), or a name whose trigrams are near the person's name key. Loose on purpose — it only
 * narrows the agency's rows; matchReasons (the duplicate matcher's own rule) decides each one.
 * No index behind it: an ARCO search is a rare, deliberate act on one agency's rows.
 */
export function personCandidates(columns: { name: SQL; phone?: SQL; email?: SQL }, keys: DuplicateKeys): SQL {
  const arms: SQL[] = [];
  if (columns.phone && keys.phones.length) arms.push(sql`right(regexp_replace(coalesce(${columns.phone}, ''), '[^0-9]', '', 'g'), 10) = ANY(${textArray(keys.phones)})`);
  if (columns.email && keys.emails.length) {
    const lowered = sql`lower(trim(coalesce(${columns.email}, '')))`;
    const gmail = sql`replace(split_part(split_part(${lowered}, '@', 1), '+', 1), '.', '') || '@gmail.com'`;
    arms.push(sql`(CASE WHEN split_part(${lowered}, '@', 2) IN ('gmail.com', 'googlemail.com') THEN ${gmail} ELSE ${lowered} END) = ANY(${textArray(keys.emails)})`);
  }
  const name = keys.names[0];
  if (name) arms.push(sql`similarity(translate(lower(${columns.name}), 'áéíóúüñ', 'aeiouun'), ${name}) >= ${NAME_TRIGRAM_PREFILTER}`);
  return arms.length ? sql`(${sql.join(arms, sql` OR `)})` : sql`false`;
}

/**
 * The rows of `query` (selecting id, name, phone, email) that the duplicate matcher calls the
 * person's, each with its reasons.
 */
export async function matchContacts(db: DbOrTx, query: SQL, keys: DuplicateKeys): Promise<MatchedContact[]> {
  const rows = await queryRows<ContactRow>(db, query);
  return matchedOf(rows, keys);
}

/** `rows` the duplicate matcher calls the person's, with their reasons. */
export function matchedOf(rows: readonly ContactRow[], keys: DuplicateKeys): MatchedContact[] {
  const out: MatchedContact[] = [];
  for (const row of rows) {
    const reasons = matchReasons(keys, { name: row.name, phones: [row.phone], emails: [row.email] });
    if (reasons.length) out.push({ ...row, reasons: reasons.map((r) => r.label) });
  }
  return out;
}
