import { sql } from 'drizzle-orm';
import type { PersonRecordKind } from '../../../shared/domain/arcoMessages';
import { ERASED_TOKEN } from '../../../shared/domain/privacyRetention';
import type { FileStore } from '../../lib/fileStore';
import { queryRows, type DbOrTx, intArray } from '../../lib/queryRows';

const T = ERASED_TOKEN;

/**
 * What an ARCO request still holds of a person whose records were erased: the records' snapshot
 * (name, phone, e-mail as they were when registered) becomes the token, and the access files built for
 * any request naming those records are deleted from the file store (their row says 'suprimido'). The
 * request itself — type, dates, state, identity method, who handled it, the answer — stays as the
 * agency's evidence that it answered. Idempotent.
 */
export async function eraseArcoEvidence(db: DbOrTx, kind: PersonRecordKind, ids: readonly number[], files: FileStore): Promise<void> {
  if (!ids.length) return;
  const list = sql`ANY(${intArray(ids)})`;
  const stored = await queryRows<{ request_id: number; json_key: string | null; pdf_key: string | null }>(
    db,
    sql`SELECT f.request_id, f.json_key, f.pdf_key FROM arco_access_files f
        WHERE f.request_id IN (SELECT r.request_id FROM arco_request_records r WHERE r.subject_kind = ${kind} AND r.subject_id = ${list})
          AND f.status <> 'suprimido'`,
  );
  for (const f of stored) {
    if (f.json_key) await files.delete(f.json_key);
    if (f.pdf_key) await files.delete(f.pdf_key);
  }
  if (stored.length) {
    await db.execute(sql`UPDATE arco_access_files SET status = 'suprimido', json_key = NULL, pdf_key = NULL, error = NULL
      WHERE request_id = ANY(${intArray(stored.map((f) => Number(f.request_id)))})`);
  }
  await db.execute(sql`UPDATE arco_request_records SET name = ${T}, phone = CASE WHEN phone IS NULL THEN NULL ELSE ${T} END,
      email = CASE WHEN email IS NULL THEN NULL ELSE ${T} END,
      rectification = CASE WHEN rectification IS NULL THEN NULL ELSE ${T} END
    WHERE subject_kind = ${kind} AND subject_id = ${list} AND (name <> ${T} OR phone <> ${T} OR email <> ${T} OR rectification <> ${T})`);
}
