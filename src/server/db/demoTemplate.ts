import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from './client';
import { setGinPendingLists } from './ginPendingLists';

/**
 * The shipped demo: a migrated cluster with the demo seed already in it (scripts/buildDemoTemplate.ts),
 * beside the migrations. A first start unpacks it and moves its dates to today instead of seeding,
 * which is most of a first start's time.
 */
export const DEMO_TEMPLATE = 'pglite-demo.tar';
/** `{ "seededAt": ISO }`: the instant the seed took as "now". */
export const DEMO_TEMPLATE_META = 'pglite-demo.json';

const DAY_MS = 86_400_000;
/** Mexico City is a fixed UTC−6 (no daylight saving since 2022), as everywhere in the app. */
const MEXICO_OFFSET_MS = -6 * 3_600_000;

export interface DemoTemplate {
  tar: Buffer;
  seededAt: Date;
  /** What to move (computed at build time); absent in an older build's meta, then read from the catalog. */
  shiftPlan?: ShiftPlan;
}

export function readDemoTemplate(folder: string): DemoTemplate | undefined {
  const tar = path.join(folder, DEMO_TEMPLATE);
  const meta = path.join(folder, DEMO_TEMPLATE_META);
  if (!fs.existsSync(tar) || !fs.existsSync(meta)) return undefined;
  const parsed = JSON.parse(fs.readFileSync(meta, 'utf8')) as { seededAt: string; shift?: unknown };
  const seededAt = new Date(parsed.seededAt);
  if (Number.isNaN(seededAt.getTime())) return undefined;
  return { tar: fs.readFileSync(tar), seededAt, shiftPlan: parseShiftPlan(parsed.shift) };
}

/**
 * Whole days between two instants on Mexico City's calendar. The dates move by whole days so every
 * appointment keeps its hour inside the agency's schedule; the template is seeded early in the
 * morning, so the demo's "now" is at or before the real one.
 */
export function mexicoDaysBetween(from: Date, to: Date): number {
  const day = (d: Date) => Math.floor((d.getTime() + MEXICO_OFFSET_MS) / DAY_MS);
  return day(to) - day(from);
}

/** A date column to move: its name and whether it is a `date` (else a timestamp, with or without zone). */
export interface ShiftColumn {
  name: string;
  date: boolean;
}

/** One table whose dates move: its date columns, and whether a unique index holds one of them. */
export interface ShiftTable {
  table: string;
  columns: ShiftColumn[];
  uniqueByDate: boolean;
}

/**
 * What shiftDates moves. The shipped demo's is computed at build time (scripts/buildDemoTemplate.ts,
 * in pglite-demo.json): reading the catalog through information_schema was ~0.3–0.7 s of a first
 * start, and a third of the tables with dates are empty in the demo (each UPDATE still opened the
 * table and its indexes: ~10–40 ms apiece).
 */
export interface ShiftPlan {
  tables: ShiftTable[];
  /** GIN indexes of those tables without a pending list (fastupdate = off): given one for the move. */
  ginIndexes: string[];
}

/** The tables with date columns (only those holding rows when `nonEmptyOnly`), from pg_catalog. */
export async function shiftPlanOf(db: Db, { nonEmptyOnly = false } = {}): Promise<ShiftPlan> {
  const { rows } = (await db.execute(sql`
    SELECT c.relname AS table_name, a.attname AS column_name, a.atttypid = 'date'::regtype AS is_date,
      EXISTS (SELECT 1 FROM pg_index i WHERE i.indrelid = c.oid AND i.indisunique AND a.attnum = ANY (i.indkey)) AS in_unique
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
    WHERE c.relkind IN ('r', 'p') AND a.atttypid IN ('date'::regtype, 'timestamp'::regtype, 'timestamptz'::regtype)
    ORDER BY c.relname, a.attnum`)) as unknown as { rows: { table_name: string; column_name: string; is_date: boolean; in_unique: boolean }[] };
  const byTable = new Map<string, ShiftTable>();
  for (const r of rows) {
    const entry = byTable.get(r.table_name) ?? { table: r.table_name, columns: [], uniqueByDate: false };
    entry.columns.push({ name: r.column_name, date: r.is_date });
    entry.uniqueByDate ||= r.in_unique;
    byTable.set(r.table_name, entry);
  }
  let tables = [...byTable.values()];
  if (nonEmptyOnly) {
    const kept: ShiftTable[] = [];
    for (const t of tables) {
      const { rows: any } = (await db.execute(sql.raw(`SELECT EXISTS (SELECT 1 FROM "${t.table}") AS any`))) as unknown as { rows: { any: boolean }[] };
      if (any[0]?.any) kept.push(t);
    }
    tables = kept;
  }
  if (tables.length === 0) return { tables, ginIndexes: [] };
  const { rows: gins } = (await db.execute(sql`
    SELECT ic.relname AS name
    FROM pg_index i
    JOIN pg_class ic ON ic.oid = i.indexrelid
    JOIN pg_am am ON am.oid = ic.relam AND am.amname = 'gin'
    JOIN pg_class t ON t.oid = i.indrelid
    JOIN pg_namespace n ON n.oid = t.relnamespace AND n.nspname = 'public'
    WHERE t.relname IN (${sql.join(
      tables.map((t) => sql`${t.table}`),
      sql`, `,
    )}) AND 'fastupdate=off' = ANY (ic.reloptions)
    ORDER BY 1`)) as unknown as { rows: { name: string }[] };
  return { tables, ginIndexes: gins.map((g) => g.name) };
}

/** A plan read from pglite-demo.json, or undefined when it is missing or not of that shape (then the catalog is read). */
export function parseShiftPlan(value: unknown): ShiftPlan | undefined {
  const plan = value as ShiftPlan | undefined;
  const name = (v: unknown) => typeof v === 'string' && /^[a-z_][a-z0-9_]*$/.test(v);
  const ok =
    !!plan &&
    Array.isArray(plan.tables) &&
    Array.isArray(plan.ginIndexes) &&
    plan.ginIndexes.every(name) &&
    plan.tables.every((t) => name(t?.table) && typeof t.uniqueByDate === 'boolean' && Array.isArray(t.columns) && t.columns.every((c) => name(c?.name) && typeof c.date === 'boolean'));
  return ok ? plan : undefined;
}

const shifted = (column: ShiftColumn, days: number) => {
  const c = `"${column.name}"`;
  return column.date ? `${c} = ${c} + ${days}` : `${c} = ${c} + make_interval(days => ${days})`;
};

/**
 * Moves every date and timestamp of every table (of `plan`'s tables when given) by `days`, in one
 * transaction, triggers off (the counters and report rows keyed by day move with the rows they
 * count). A table whose unique key holds a date moves in two steps, far out and back, so no row
 * meets one not yet moved. Every UPDATE rewrites each row into every index of its table (a date is
 * in an index of most): the trigram GIN indexes, which have no pending list, took 2.5 s of the 2,500
 * demo leads' 3.3 s, so for the move they get one and merge it in one pass before the commit (as the
 * seed does): the first list and search after the start find them as they were.
 */
export async function shiftDates(db: Db, days: number, plan?: ShiftPlan): Promise<void> {
  if (!Number.isInteger(days)) throw new Error(`shiftDates: not a whole number of days: ${days}`);
  if (days === 0) return;
  await db.transaction(async (tx) => {
    const { tables, ginIndexes } = plan ?? (await shiftPlanOf(tx as unknown as Db));
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await setGinPendingLists(tx, ginIndexes, 'on');
    for (const { table, columns, uniqueByDate } of tables) {
      const update = (n: number) => sql.raw(`UPDATE "${table}" SET ${columns.map((c) => shifted(c, n)).join(', ')}`);
      if (uniqueByDate) {
        // 100 years out and back: past every date the table holds.
        const far = 36_525;
        await tx.execute(update(far + days));
        await tx.execute(update(-far));
      } else {
        await tx.execute(update(days));
      }
    }
    await setGinPendingLists(tx, ginIndexes, 'off');
  });
}
