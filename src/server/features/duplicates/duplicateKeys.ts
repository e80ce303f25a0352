import { sql } from 'drizzle-orm';
import { duplicateKeys, type DuplicateKeys } from '../../../shared/domain/duplicateMatch';
import { personNameKeys } from '../../../shared/domain/normalizePersonName';
import { normalizeEmail } from '../../../shared/domain/normalizeEmail';
import { normalizePhoneMx } from '../../../shared/domain/normalizePhoneMx';
import { queryRows, type DbOrTx } from '../../lib/queryRows';

/** A lead's raw contact data as the duplicate matcher reads it. */
export interface LeadContactRow {
  id: number;
  agencyId: number;
  name: string;
  email: string | null;
  phone: string | null;
  emails: string[];
  phones: string[];
}

/** A lead's listed e-mails or phones (or their keys), in the order they were written. */
const listed = (table: 'lead_emails' | 'lead_phones', column: 'value' | 'value_key') =>
  sql`coalesce((SELECT array_agg(x.${sql.raw(column)} ORDER BY x.id) FROM ${sql.raw(table)} x WHERE x.lead_id = l.id), '{}')`;

/** The LeadContactRow columns of `leads l`. */
export const leadContactColumns = sql`l.id, l.agency_id AS "agencyId", l.first_name || ' ' || l.last_name AS name, l.email, l.phone,
          ${listed('lead_emails', 'value')} AS emails, ${listed('lead_phones', 'value')} AS phones`;

/** Name, primary and listed e-mails and phones of `ids` (any order). */
export async function leadContacts(tx: DbOrTx, ids: readonly number[]): Promise<LeadContactRow[]> {
  if (ids.length === 0) return [];
  return queryRows<LeadContactRow>(tx, sql`SELECT ${leadContactColumns} FROM leads l WHERE l.id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
}

/** A lead's contacts with the keys stored for them (null where a path has not written one yet). */
export interface StoredContactRow extends LeadContactRow {
  phoneKey: string | null;
  emailKey: string | null;
  nameKey: string | null;
  phoneKeys: (string | null)[];
  emailKeys: (string | null)[];
}

/** The StoredContactRow columns of `leads l` (emails/phones and their keys in the same order). */
export const storedContactColumns = sql`${leadContactColumns},
          l.phone_key AS "phoneKey", l.email_key AS "emailKey", l.name_key AS "nameKey",
          ${listed('lead_emails', 'value_key')} AS "emailKeys", ${listed('lead_phones', 'value_key')} AS "phoneKeys"`;

/** Stored contacts of `ids` (any order). */
export async function storedContacts(tx: DbOrTx, ids: readonly number[]): Promise<StoredContactRow[]> {
  if (ids.length === 0) return [];
  return queryRows<StoredContactRow>(tx, sql`SELECT ${storedContactColumns} FROM leads l WHERE l.id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
}

/**
 * The key columns of a lead row from its primary e-mail and phone and its keys (keysOf), as
 * writeDuplicateKeys stores them: a path that inserts leads (leadCreate, intakeLeads) writes them
 * with the row. A lead without a usable name gets name_key '' (null marks "not computed yet").
 */
export function leadKeyColumns(primary: { email: string | null | undefined; phone: string | null | undefined }, keys: DuplicateKeys) {
  return { phoneKey: normalizePhoneMx(primary.phone), emailKey: normalizeEmail(primary.email), nameKey: keys.names[0] ?? '' };
}

/**
 * keysOf from the stored keys where they are written: parsing a phone costs ~40 µs
 * (awesome-phonenumber), and a new lead with a common name meets dozens of candidates. A value
 * without its key (a path that has not written it yet) is normalised here, as keysOf would.
 */
export function storedKeysOf(row: StoredContactRow): DuplicateKeys {
  const or = <T>(key: string | null | undefined, value: T, normalise: (v: T) => string | null) => (key ?? (value ? normalise(value) : null));
  const distinct = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => !!v))];
  return {
    phones: distinct([or(row.phoneKey, row.phone, normalizePhoneMx), ...row.phones.map((v, i) => or(row.phoneKeys[i], v, normalizePhoneMx))]),
    emails: distinct([or(row.emailKey, row.email, normalizeEmail), ...row.emails.map((v, i) => or(row.emailKeys[i], v, normalizeEmail))]),
    names: personNameKeys(row.name).filter(Boolean),
  };
}

/** The normalised forms of a lead row: its primary and listed contacts, its name readings. */
export function keysOf(row: Pick<LeadContactRow, 'name' | 'email' | 'phone' | 'emails' | 'phones'>): DuplicateKeys {
  return duplicateKeys({ name: row.name, emails: [row.email, ...row.emails], phones: [row.phone, ...row.phones] });
}

/**
 * Writes the stored keys of `ids` (leads.phone_key, email_key, name_key and value_key of their
 * lead_phones / lead_emails rows) from their current values. Call after any write of a lead's
 * name, e-mails or phones, in the same transaction; cheap (one read, three updates per batch).
 */
export async function writeDuplicateKeys(tx: DbOrTx, ids: readonly number[]): Promise<Map<number, { row: LeadContactRow; keys: DuplicateKeys }>> {
  const rows = await leadContacts(tx, ids);
  const out = new Map<number, { row: LeadContactRow; keys: DuplicateKeys }>();
  if (rows.length === 0) return out;
  const leadValues = rows.map((r) => {
    const keys = keysOf(r);
    out.set(r.id, { row: r, keys });
    const k = leadKeyColumns(r, keys);
    return sql`(${r.id}::int, ${k.phoneKey}::text, ${k.emailKey}::text, ${k.nameKey}::text)`;
  });
  await tx.execute(
    sql`UPDATE leads l SET phone_key = v.p, email_key = v.e, name_key = v.n
        FROM (VALUES ${sql.join(leadValues, sql`, `)}) AS v(id, p, e, n) WHERE l.id = v.id`,
  );
  await rememberNameWords(
    tx,
    [...out.values()].map((v) => v.keys.names[0] ?? ''),
  );
  const idList = sql.join(rows.map((r) => sql`${r.id}`), sql`, `);
  const phones = await queryRows<{ id: number; value: string }>(tx, sql`SELECT id, value FROM lead_phones WHERE lead_id IN (${idList})`);
  if (phones.length) {
    await tx.execute(
      sql`UPDATE lead_phones t SET value_key = v.k FROM (VALUES ${sql.join(
        phones.map((p) => sql`(${p.id}::int, ${normalizePhoneMx(p.value)}::text)`),
        sql`, `,
      )}) AS v(id, k) WHERE t.id = v.id`,
    );
  }
  const emails = await queryRows<{ id: number; value: string }>(tx, sql`SELECT id, value FROM lead_emails WHERE lead_id IN (${idList})`);
  if (emails.length) {
    await tx.execute(
      sql`UPDATE lead_emails t SET value_key = v.k FROM (VALUES ${sql.join(
        emails.map((e) => sql`(${e.id}::int, ${normalizeEmail(e.value)}::text)`),
        sql`, `,
      )}) AS v(id, k) WHERE t.id = v.id`,
    );
  }
  return out;
}

/**
 * Adds the words of stored name keys to person_name_words, where the matcher finds the near
 * spellings of a new name's words (findDuplicateCandidates). Call wherever name_key is written.
 */
export async function rememberNameWords(tx: DbOrTx, nameKeys: readonly string[]): Promise<void> {
  const words = [...new Set(nameKeys.flatMap((k) => k.split(' ')).filter(Boolean))].sort();
  if (words.length === 0) return;
  await tx.execute(
    sql`INSERT INTO person_name_words (word) SELECT unnest(ARRAY[${sql.join(words.map((w) => sql`${w}`), sql`, `)}]::text[]) ON CONFLICT DO NOTHING`,
  );
}

/**
 * Fills the keys of leads written before they existed (the migration adds empty columns) or by a
 * bulk path (the demo seed, the benchmark seed), `batch` leads at a time through
 * leads_keys_missing_idx. Returns how many leads it filled; 0 when none is left.
 */
export async function backfillDuplicateKeys(tx: DbOrTx, batch = 1000): Promise<number> {
  const missing = await queryRows<{ id: number }>(tx, sql`SELECT id FROM leads WHERE name_key IS NULL ORDER BY id LIMIT ${batch}`);
  if (missing.length === 0) return 0;
  await writeDuplicateKeys(
    tx,
    missing.map((m) => m.id),
  );
  return missing.length;
}
