import { sql, type SQL } from 'drizzle-orm';
import { duplicateKeys, type DuplicateKeys } from '../../../shared/domain/duplicateMatch';
import { normalizeEmail } from '../../../shared/domain/normalizeEmail';
import { normalizePhoneMx } from '../../../shared/domain/normalizePhoneMx';
import { personNameKeys } from '../../../shared/domain/normalizePersonName';
import { queryRows, textArray, type DbOrTx } from '../../lib/queryRows';
import { countedLeadScope, leadScope, liveLead } from './leadScope';

/**
 * A lead's contacts and their stored keys (issue 30), as the duplicates feature matches them (issue
 * 41): leads owns the rows (leads, lead_emails, lead_phones) and the key columns on them, so every
 * statement over them is here; duplicates decides what matches (matchReasons) and keeps the pairs.
 * Each function is the one statement duplicates ran before, with the same plan.
 */

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

/** A lead's contacts with the keys stored for them (null where a path has not written one yet). */
export interface StoredContactRow extends LeadContactRow {
  phoneKey: string | null;
  emailKey: string | null;
  nameKey: string | null;
  phoneKeys: (string | null)[];
  emailKeys: (string | null)[];
}

/** A lead's listed e-mails or phones (or their keys), in the order they were written. */
const listed = (table: 'lead_emails' | 'lead_phones', column: 'value' | 'value_key') =>
  sql`coalesce((SELECT array_agg(x.${sql.raw(column)} ORDER BY x.id) FROM ${sql.raw(table)} x WHERE x.lead_id = l.id), '{}')`;

/** The LeadContactRow columns of `leads l`. */
const leadContactColumns = sql`l.id, l.agency_id AS "agencyId", l.first_name || ' ' || l.last_name AS name, l.email, l.phone,
          ${listed('lead_emails', 'value')} AS emails, ${listed('lead_phones', 'value')} AS phones`;

/** The StoredContactRow columns of `leads l` (emails/phones and their keys in the same order). */
const storedContactColumns = sql`${leadContactColumns},
          l.phone_key AS "phoneKey", l.email_key AS "emailKey", l.name_key AS "nameKey",
          ${listed('lead_emails', 'value_key')} AS "emailKeys", ${listed('lead_phones', 'value_key')} AS "phoneKeys"`;

const idList = (ids: readonly number[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `);

/** Name, primary and listed e-mails and phones of `ids` (any order). */
export async function leadContacts(tx: DbOrTx, ids: readonly number[]): Promise<LeadContactRow[]> {
  if (ids.length === 0) return [];
  return queryRows<LeadContactRow>(tx, sql`SELECT ${leadContactColumns} FROM leads l WHERE l.id IN (${idList(ids)})`);
}

/** Stored contacts of `ids` (any order). */
export async function storedContacts(tx: DbOrTx, ids: readonly number[]): Promise<StoredContactRow[]> {
  if (ids.length === 0) return [];
  return queryRows<StoredContactRow>(tx, sql`SELECT ${storedContactColumns} FROM leads l WHERE l.id IN (${idList(ids)})`);
}

/**
 * The key columns of a lead row from its primary e-mail and phone and its keys (keysOf), as
 * writeContactKeys stores them: a path that inserts leads (leadCreate, the bulk insert) writes them
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
 * lead_phones / lead_emails rows) from their current values and returns each lead's contacts and
 * keys. One read, three updates per batch.
 */
export async function writeContactKeys(tx: DbOrTx, ids: readonly number[]): Promise<Map<number, { row: LeadContactRow; keys: DuplicateKeys }>> {
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
  const written = idList(rows.map((r) => r.id));
  const phones = await queryRows<{ id: number; value: string }>(tx, sql`SELECT id, value FROM lead_phones WHERE lead_id IN (${written})`);
  if (phones.length) {
    await tx.execute(
      sql`UPDATE lead_phones t SET value_key = v.k FROM (VALUES ${sql.join(
        phones.map((p) => sql`(${p.id}::int, ${normalizePhoneMx(p.value)}::text)`),
        sql`, `,
      )}) AS v(id, k) WHERE t.id = v.id`,
    );
  }
  const emails = await queryRows<{ id: number; value: string }>(tx, sql`SELECT id, value FROM lead_emails WHERE lead_id IN (${written})`);
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

/** Up to `batch` leads whose keys were never written (a bulk path, the issue 30 migration), through leads_keys_missing_idx. */
export async function leadsMissingKeys(tx: DbOrTx, batch: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(tx, sql`SELECT id FROM leads WHERE name_key IS NULL ORDER BY id LIMIT ${batch}`);
  return rows.map((r) => r.id);
}

/** Whether `leadId` is live (not merged away, not deleted): a merged-away lead is paired with nobody. */
export async function isLiveLead(tx: DbOrTx, leadId: number): Promise<boolean> {
  const [row] = await queryRows<{ live: boolean }>(tx, sql`SELECT ${liveLead('leads')} AS live FROM leads WHERE id = ${leadId}`);
  return !!row?.live;
}

/** What findDuplicateCandidates asks for: equal keys, and for each name reading of two words or more, the word pairs to share. */
export interface ContactKeyQuery {
  phones: readonly string[];
  emails: readonly string[];
  names: readonly string[];
  /** A name reading with the word pairs (as written or near spellings) a similar name shares two of. */
  namePairs: readonly { name: string; pairs: readonly string[] }[];
  /** The similar-name leads looked at per reading, most similar first. */
  nameCandidates: number;
}

/**
 * The live leads of `agencyId` sharing a key with the query, with their stored contacts, in ONE
 * statement: each arm through its own index (equal phone_key / lead_phones.value_key, equal
 * email_key / lead_emails.value_key, equal name_key, and the name's word pairs through
 * leads_live_agency_name_pairs_idx, the `nameCandidates` most similar per reading). `excludeId`
 * leaves a lead out (itself, after an edit).
 */
export async function leadsSharingContactKeys(tx: DbOrTx, agencyId: number, q: ContactKeyQuery, excludeId?: number, { withBlocked = false }: { withBlocked?: boolean } = {}): Promise<StoredContactRow[]> {
  const arms: SQL[] = [];
  // Blocked leads (issue 54) are never a duplicate nor a match; only a person's ARCO request looks for them (withBlocked).
  const live = withBlocked ? countedLeadScope('o', agencyId) : leadScope('o', agencyId);
  if (q.phones.length) {
    arms.push(sql`SELECT o.id FROM leads o WHERE ${live} AND o.phone_key = ANY(${textArray(q.phones)})`);
    arms.push(sql`SELECT o.id FROM lead_phones p JOIN leads o ON o.id = p.lead_id WHERE p.value_key = ANY(${textArray(q.phones)}) AND ${live}`);
  }
  if (q.emails.length) {
    arms.push(sql`SELECT o.id FROM leads o WHERE ${live} AND o.email_key = ANY(${textArray(q.emails)})`);
    arms.push(sql`SELECT o.id FROM lead_emails e JOIN leads o ON o.id = e.lead_id WHERE e.value_key = ANY(${textArray(q.emails)}) AND ${live}`);
  }
  if (q.names.length) arms.push(sql`SELECT o.id FROM leads o WHERE ${live} AND o.name_key = ANY(${textArray(q.names)})`);
  for (const { name, pairs } of q.namePairs) {
    arms.push(
      sql`(SELECT o.id FROM leads o WHERE ${live} AND name_key_pairs(o.name_key) && ${textArray(pairs)}
           ORDER BY similarity(o.name_key, ${name}) DESC, o.id DESC LIMIT ${q.nameCandidates})`,
    );
  }
  if (arms.length === 0) return [];
  // The candidates with their contacts in one round trip; ids are positive, so 0 excludes nothing.
  return queryRows<StoredContactRow>(
    tx,
    sql`SELECT ${storedContactColumns} FROM leads l
        WHERE l.id IN (${sql.join(arms, sql` UNION ALL `)}) AND l.id <> ${excludeId ?? 0}`,
  );
}

/**
 * The live leads of `agencyId` with a phone (primary or listed), e-mail (primary or listed) or name
 * key equal to one of the given (JSON arrays of text), in one statement: a whole file's keys at once.
 */
export async function leadIdsWithEqualKeys(tx: DbOrTx, agencyId: number, keys: { phones: string; emails: string; names: string }): Promise<number[]> {
  const live = leadScope('o', agencyId);
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`WITH p AS (SELECT jsonb_array_elements_text(${keys.phones}::jsonb) AS v),
             e AS (SELECT jsonb_array_elements_text(${keys.emails}::jsonb) AS v),
             n AS (SELECT jsonb_array_elements_text(${keys.names}::jsonb) AS v)
        SELECT o.id FROM leads o JOIN p ON o.phone_key = p.v WHERE ${live}
        UNION SELECT o.id FROM lead_phones lp JOIN p ON lp.value_key = p.v JOIN leads o ON o.id = lp.lead_id WHERE ${live}
        UNION SELECT o.id FROM leads o JOIN e ON o.email_key = e.v WHERE ${live}
        UNION SELECT o.id FROM lead_emails le JOIN e ON le.value_key = e.v JOIN leads o ON o.id = le.lead_id WHERE ${live}
        UNION SELECT o.id FROM leads o JOIN n ON o.name_key = n.v WHERE ${live}`,
  );
  return rows.map((r) => r.id);
}

/** The name keys of two words or more of the agency's live leads (one-word names only match when equal). */
export function multiWordNameKeys(tx: DbOrTx, agencyId: number): Promise<{ id: number; key: string }[]> {
  return queryRows<{ id: number; key: string }>(tx, sql`SELECT o.id, o.name_key AS key FROM leads o WHERE ${leadScope('o', agencyId)} AND strpos(o.name_key, ' ') > 0`);
}
