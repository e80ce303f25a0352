import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from './client';

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
}

export function readDemoTemplate(folder: string): DemoTemplate | undefined {
  const tar = path.join(folder, DEMO_TEMPLATE);
  const meta = path.join(folder, DEMO_TEMPLATE_META);
  if (!fs.existsSync(tar) || !fs.existsSync(meta)) return undefined;
  const seededAt = new Date((JSON.parse(fs.readFileSync(meta, 'utf8')) as { seededAt: string }).seededAt);
  if (Number.isNaN(seededAt.getTime())) return undefined;
  return { tar: fs.readFileSync(tar), seededAt };
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

interface DateColumn {
  table_name: string;
  column_name: string;
  data_type: string;
}

const shifted = (column: DateColumn, days: number) => {
  const c = `"${column.column_name}"`;
  return column.data_type === 'date' ? `${c} = ${c} + ${days}` : `${c} = ${c} + make_interval(days => ${days})`;
};

/**
 * Moves every date and timestamp of every table by `days`, in one transaction, triggers off (the
 * counters and report rows keyed by day move with the rows they count). A table whose unique key
 * holds a date moves in two steps, far out and back, so no row meets one not yet moved.
 */
export async function shiftDates(db: Db, days: number): Promise<void> {
  if (!Number.isInteger(days)) throw new Error(`shiftDates: not a whole number of days: ${days}`);
  if (days === 0) return;
  await db.transaction(async (tx) => {
    const columns = (await tx.execute(sql`
      SELECT c.table_name, c.column_name, c.data_type
      FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' AND c.is_generated = 'NEVER'
        AND c.data_type IN ('date', 'timestamp without time zone', 'timestamp with time zone')
      ORDER BY c.table_name, c.ordinal_position`)) as unknown as { rows: DateColumn[] };
    const keyed = (await tx.execute(sql`
      SELECT DISTINCT t.relname AS table_name
      FROM pg_index i
      JOIN pg_class t ON t.oid = i.indrelid
      JOIN pg_namespace n ON n.oid = t.relnamespace AND n.nspname = 'public'
      JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = ANY (i.indkey)
      WHERE i.indisunique AND a.atttypid IN ('date'::regtype, 'timestamp'::regtype, 'timestamptz'::regtype)`)) as unknown as {
      rows: { table_name: string }[];
    };
    const uniqueByDate = new Set(keyed.rows.map((r) => r.table_name));
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    const byTable = new Map<string, DateColumn[]>();
    for (const column of columns.rows) byTable.set(column.table_name, [...(byTable.get(column.table_name) ?? []), column]);
    for (const [table, cols] of byTable) {
      const update = (n: number) => sql.raw(`UPDATE "${table}" SET ${cols.map((c) => shifted(c, n)).join(', ')}`);
      if (uniqueByDate.has(table)) {
        // 100 years out and back: past every date the table holds.
        const far = 36_525;
        await tx.execute(update(far + days));
        await tx.execute(update(-far));
      } else {
        await tx.execute(update(days));
      }
    }
  });
}
