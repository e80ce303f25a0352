import { sql } from 'drizzle-orm';
import { PERSON_RECORD_KINDS, type PersonRecordKind } from '../../../shared/domain/arcoMessages';
import { eraseCutoff, RETENTION_DEFAULTS, type RetentionPeriods, type RetentionRun } from '../../../shared/domain/privacyRetention';
import type { FileStore } from '../../lib/fileStore';
import { appSlot, appState } from '../../lib/appScope';
import { queryRows, type DbOrTx, intArray } from '../../lib/queryRows';
import { eraseArcoEvidence } from './arcoErasure';
import { personRecordSteps } from './personRecordSteps';

/**
 * The retention job (issue 54), per agency, under the notification job's advisory lock (one replica
 * runs it) and in its transaction: (a) frozen retail leads with no activity for the agency's
 * `lost_lead_block_days` are blocked (ledger row without request); (b) blocked records whose period
 * has ended — `blocked_erase_days`, or `sale_erase_days` when the record is tied to a sale — are erased
 * through their feature's step, with the ARCO evidence that still names the person. Each stage acts on
 * at most BATCH records an agency a run, reading them through partial indexes that hold only what is
 * still to do; a run that stops at the limit says so (`more`) and the next tick goes on.
 */
export const RETENTION_BATCH = 500;

type LostLeadBlocker = (db: DbOrTx, agencyId: number, cutoff: Date, at: Date, limit: number) => Promise<number[]>;
/** What the job keeps between runs and what it was given, per app (lib/appScope.ts). */
interface RetentionState {
  blockLostLeads?: LostLeadBlocker;
  files?: FileStore;
  lastRun: number;
  behind: boolean;
}
const stateSlot = appSlot<RetentionState>('retention job', () => ({ lastRun: 0, behind: false }));

/** The leads feature's blocker of lost leads, plugged in at start (featureWiring): privacy reads no lead table. */
export function useLostLeadBlocker(blocker: LostLeadBlocker): void {
  appState(stateSlot).blockLostLeads = blocker;
}

interface AgencyRetention extends RetentionPeriods {
  agencyId: number;
  lostLeadBlockDays: number | null;
}

async function agencyRetentions(db: DbOrTx): Promise<AgencyRetention[]> {
  const rows = await queryRows<{ id: number; lost: number | null; blocked: number | null; sale: number | null }>(
    db,
    sql`SELECT a.id, s.lost_lead_block_days AS lost, s.blocked_erase_days AS blocked, s.sale_erase_days AS sale
        FROM agencies a LEFT JOIN privacy_settings s ON s.agency_id = a.id ORDER BY a.id`,
  );
  return rows.map((r) => ({
    agencyId: Number(r.id),
    lostLeadBlockDays: r.lost ?? RETENTION_DEFAULTS.lostLeadBlockDays,
    blockedEraseDays: r.blocked ?? RETENTION_DEFAULTS.blockedEraseDays,
    saleEraseDays: r.sale ?? RETENTION_DEFAULTS.saleEraseDays,
  }));
}

const iso = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const DAY_MS = 86_400_000;

function byKind(rows: { kind: string; id: number }[]): Map<PersonRecordKind, number[]> {
  const out = new Map<PersonRecordKind, number[]>();
  for (const r of rows) {
    if (!(r.kind in PERSON_RECORD_KINDS)) continue;
    const kind = r.kind as PersonRecordKind;
    out.set(kind, [...(out.get(kind) ?? []), Number(r.id)]);
  }
  return out;
}

/** (a) Lost leads past the agency's period: blocked, and written in the ledger as the job's (no request). */
async function blockLost(db: DbOrTx, a: AgencyRetention, now: Date): Promise<number> {
  const { blockLostLeads } = appState(stateSlot);
  if (a.lostLeadBlockDays === null || !blockLostLeads) return 0;
  const ids = await blockLostLeads(db, a.agencyId, new Date(now.getTime() - a.lostLeadBlockDays * DAY_MS), now, RETENTION_BATCH);
  if (ids.length) {
    await db.execute(sql`INSERT INTO privacy_blocks (subject_kind, subject_id, agency_id, request_id, blocked_at)
      SELECT 'lead', id, ${a.agencyId}, NULL, ${iso(now)} FROM unnest(${intArray(ids)}) AS id
      ON CONFLICT (subject_kind, subject_id) DO NOTHING`);
  }
  return ids.length;
}

/**
 * Records blocked longer than the shorter period are asked once whether they are tied to a sale, so the
 * erasing walk reads each group by its own period (a sale's record waits years without being re-read).
 */
async function classify(db: DbOrTx, a: AgencyRetention, now: Date): Promise<number> {
  const rows = await queryRows<{ kind: string; id: number }>(
    db,
    sql`SELECT subject_kind AS kind, subject_id AS id FROM privacy_blocks
        WHERE agency_id = ${a.agencyId} AND erased_at IS NULL AND tied_to_sale IS NULL AND blocked_at < ${iso(eraseCutoff(now, a, false))}
        ORDER BY blocked_at LIMIT ${RETENTION_BATCH}`,
  );
  for (const [kind, ids] of byKind(rows)) {
    const sold = new Set((await personRecordSteps.get(kind)?.soldIds?.(db, ids)) ?? []);
    await db.execute(sql`UPDATE privacy_blocks SET tied_to_sale = (subject_id = ANY(${intArray([...sold])}))
      WHERE subject_kind = ${kind} AND subject_id = ANY(${intArray(ids)})`);
  }
  return rows.length;
}

/** (b) Records due by their period: erased through their feature's step, then marked in the ledger. */
async function eraseDue(db: DbOrTx, a: AgencyRetention, now: Date, files: FileStore): Promise<{ erased: Record<string, number>; more: boolean }> {
  const due = (tied: boolean, limit: number) =>
    queryRows<{ kind: string; id: number }>(
      db,
      sql`SELECT subject_kind AS kind, subject_id AS id FROM privacy_blocks
          WHERE agency_id = ${a.agencyId} AND erased_at IS NULL AND ${sql.raw(tied ? 'tied_to_sale = true' : 'tied_to_sale = false')}
            AND blocked_at < ${iso(eraseCutoff(now, a, tied))}
          ORDER BY blocked_at LIMIT ${limit}`,
    );
  const rows = await due(false, RETENTION_BATCH);
  if (rows.length < RETENTION_BATCH) rows.push(...(await due(true, RETENTION_BATCH - rows.length)));
  const erased: Record<string, number> = {};
  const groups = byKind(rows);
  for (const [kind, ids] of groups) {
    await personRecordSteps.erase(db, kind, ids, files);
    await eraseArcoEvidence(db, kind, ids, files);
    await db.execute(sql`UPDATE privacy_blocks SET erased_at = ${iso(now)} WHERE subject_kind = ${kind} AND subject_id = ANY(${intArray(ids)})`);
    erased[kind] = ids.length;
  }
  return { erased, more: rows.length === RETENTION_BATCH };
}

/** One agency's run: what it blocked and erased. */
export async function runAgencyRetention(db: DbOrTx, a: AgencyRetention, now: Date, files: FileStore): Promise<RetentionRun> {
  const blockedLeads = await blockLost(db, a, now);
  const classified = await classify(db, a, now);
  const { erased, more } = await eraseDue(db, a, now, files);
  return { at: now.toISOString(), blockedLeads, erased, more: more || blockedLeads === RETENTION_BATCH || classified === RETENTION_BATCH };
}

/**
 * Every agency's run, each reported on its settings row (the admin's 'Última ejecución de retención').
 * Answers the runs; the caller logs what was done.
 */
export async function runRetention(db: DbOrTx, now: Date, files: FileStore): Promise<Map<number, RetentionRun>> {
  const runs = new Map<number, RetentionRun>();
  for (const a of await agencyRetentions(db)) {
    const run = await runAgencyRetention(db, a, now, files);
    runs.set(a.agencyId, run);
    await db.execute(sql`INSERT INTO privacy_settings (agency_id, retention_last_run) VALUES (${a.agencyId}, ${JSON.stringify(run)}::jsonb)
      ON CONFLICT (agency_id) DO UPDATE SET retention_last_run = excluded.retention_last_run`);
  }
  return runs;
}

/** How often the job looks: the periods are counted in days, so once an hour is on time. */
export const RETENTION_INTERVAL_MS = 60 * 60_000;

/** The file store the scheduled run deletes files from (the access files, WhatsApp media): set where privacy's routes are built. */
export function useRetentionFileStore(store: FileStore): void {
  appState(stateSlot).files = store;
}

/**
 * The notification job's step (registered in featureWiring): at most once an hour in this process, or
 * at once while the last run stopped at its batch limit. Without a file store (no app built) it waits.
 */
export async function retentionJobStep(tx: DbOrTx, now: Date): Promise<number> {
  const state = appState(stateSlot);
  if (!state.files || (!state.behind && now.getTime() - state.lastRun < RETENTION_INTERVAL_MS)) return 0;
  const runs = await runRetention(tx, now, state.files);
  state.lastRun = now.getTime();
  state.behind = [...runs.values()].some((r) => r.more);
  for (const [agencyId, run] of runs) {
    const erasedTotal = Object.values(run.erased).reduce((n, v) => n + v, 0);
    if (run.blockedLeads || erasedTotal) console.info(JSON.stringify({ msg: 'privacy retention', agencyId, blockedLeads: run.blockedLeads, erased: run.erased, more: run.more }));
  }
  return 0;
}
