import { sql, type SQL } from 'drizzle-orm';
import { AGENCY_TIME_ZONE } from '../../../shared/domain/constants';
import { dayRange, localDay } from '../../../shared/domain/agendaRange';
import type { Db } from '../../db/client';
import { NOTIFICATION_TITLES } from './notifyTexts';
import type { DbOrTx } from '../../lib/queryRows';
import { appSlot, appState } from '../../lib/appScope';
import { liveLead } from '../leads';

/** One runner across replicas: the transaction-scoped advisory lock with this key ('NOTI'). */
export const NOTIFICATION_LOCK_KEY = 0x4e4f5449;
/** APPOINTMENT_TODAY goes out from this local hour on. */
export const MORNING_HOUR = 7;
/** APPOINTMENT_NOW is raised from the appointment's time until this many minutes after it. */
export const APPOINTMENT_NOW_WINDOW_MIN = 15;
/** FUTURE_LEAD_SOON: reactivation within this many days. */
export const FUTURE_SOON_DAYS = 3;
/** INACTIVE_LEAD: an active funnel lead with no contact for more than this many days. */
export const INACTIVE_DAYS = 3;
/** The phases in which a lead is worked and so can go without contact. */
const ACTIVE_PHASES = ['1er-contacto', 'seguimiento', 'en-cierre'];

/**
 * What other features run on the job's tick (registered once at start, src/server/featureWiring.ts),
 * so notifications imports none of them: under the job's lock, in its transaction (sla's contact
 * clocks; each returns how many notifications it created), and after the job, outside it
 * (duplicates' key backfill).
 */
interface JobSteps {
  locked: ((tx: DbOrTx, now: Date) => Promise<number>)[];
  afterTick: ((db: Db) => Promise<void>)[];
}
// Per app (lib/appScope.ts).
const stepsSlot = appSlot<JobSteps>('notification job steps', () => ({ locked: [], afterTick: [] }));
export const notificationJobSteps = {
  underLock(step: (tx: DbOrTx, now: Date) => Promise<number>): void {
    appState(stepsSlot).locked.push(step);
  },
  afterTick(step: (db: Db) => Promise<void>): void {
    appState(stepsSlot).afterTick.push(step);
  },
};

export interface NotificationJobResult {
  /** false when another runner held the lock and this one did nothing. */
  ran: boolean;
  created: number;
}

/** Both drivers (node-postgres and PGlite) answer raw SQL with a `rows` array. */
function rowsOf<T = unknown>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? [];
}

const typeLabel = sql`case a.type when 'TESTDRIVE' then 'Prueba de manejo' else 'Cita' end`;
const localHour = (column: SQL) => sql`to_char(${column} AT TIME ZONE ${AGENCY_TIME_ZONE}, 'HH24:MI')`;
const epoch = (column: SQL) => sql`extract(epoch from ${column})::bigint`;

/**
 * Creates the scheduled notifications due at `now`. Each has a deterministic dedupe key (the thing
 * it is about plus the date that triggered it) and is inserted with ON CONFLICT DO NOTHING, so any
 * number of runs, sequential or concurrent, create it once. The advisory lock keeps replicas from
 * doing the same work at the same time; a runner that does not get it skips.
 */
export async function runNotificationJob(db: Db, now: Date = new Date()): Promise<NotificationJobResult> {
  return db.transaction(async (tx) => {
    const lock = rowsOf<{ locked: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(${NOTIFICATION_LOCK_KEY}) as locked`));
    if (!lock[0]?.locked) return { ran: false, created: 0 };
    const at = sql`${now.toISOString()}::timestamptz`;
    const day = localDay(now);
    const today = dayRange(day);
    const open = sql`a.status in ('SCHEDULED', 'CONFIRMED')`;
    const inserts: SQL[] = [];
    const notify = (type: keyof typeof NOTIFICATION_TITLES, select: SQL) =>
      inserts.push(sql`insert into notifications (user_id, lead_id, type, title, description, dedupe_key)
        select s.user_id, s.lead_id, ${type}, ${NOTIFICATION_TITLES[type]}, s.description, s.dedupe_key from (${select}) s
        on conflict (dedupe_key) do nothing returning id`);

    const localNowHour = Number(new Intl.DateTimeFormat('en-US', { timeZone: AGENCY_TIME_ZONE, hour: 'numeric', hourCycle: 'h23' }).format(now));
    if (localNowHour >= MORNING_HOUR) {
      notify(
        'APPOINTMENT_TODAY',
        sql`select a.user_id, a.lead_id,
            ${typeLabel} || ' hoy a las ' || ${localHour(sql`a.date`)} || ' con ' || l.first_name || ' ' || l.last_name as description,
            'APPOINTMENT_TODAY:' || a.id || ':' || ${day} as dedupe_key
          from appointments a join leads l on l.id = a.lead_id and ${liveLead('l')}
          where a.user_id is not null and ${open}
            and a.date >= ${today.from.toISOString()}::timestamptz and a.date < ${today.to.toISOString()}::timestamptz`,
      );
    }
    notify(
      'APPOINTMENT_NOW',
      sql`select a.user_id, a.lead_id,
          ${typeLabel} || ' de las ' || ${localHour(sql`a.date`)} || ' con ' || l.first_name || ' ' || l.last_name as description,
          'APPOINTMENT_NOW:' || a.id || ':' || ${epoch(sql`a.date`)} as dedupe_key
        from appointments a join leads l on l.id = a.lead_id and ${liveLead('l')}
        where a.user_id is not null and ${open}
          and a.date <= ${at} and a.date > ${at} - make_interval(mins => ${APPOINTMENT_NOW_WINDOW_MIN})`,
    );
    const futureLead = (key: string, when: SQL) =>
      sql`select l.user_id, l.id as lead_id,
          l.first_name || ' ' || l.last_name || ' se reactiva el ' || to_char(l.reactivation_date AT TIME ZONE ${AGENCY_TIME_ZONE}, 'DD-MM-YYYY') as description,
          ${key} || ':' || l.id || ':' || ${epoch(sql`l.reactivation_date`)} as dedupe_key
        from leads l
        where l.user_id is not null and ${liveLead('l')} and l.phase = 'futura-venta'
          and l.reactivation_date is not null and ${when}`;
    notify(
      'FUTURE_LEAD_SOON',
      futureLead('FUTURE_LEAD_SOON', sql`l.reactivation_date > ${at} and l.reactivation_date <= ${at} + make_interval(days => ${FUTURE_SOON_DAYS})`),
    );
    notify('FUTURE_LEAD_NOW', futureLead('FUTURE_LEAD_NOW', sql`l.reactivation_date <= ${at}`));
    const lastContact = sql`coalesce(l.last_contact_at, l.created_at)`;
    notify(
      'INACTIVE_LEAD',
      sql`select l.user_id, l.id as lead_id,
          l.first_name || ' ' || l.last_name || ' lleva más de ' || ${INACTIVE_DAYS} || ' días sin contacto' as description,
          'INACTIVE_LEAD:' || l.id || ':' || ${epoch(lastContact)} as dedupe_key
        from leads l
        where l.user_id is not null and ${liveLead('l')}
          and l.phase in (${sql.join(ACTIVE_PHASES.map((p) => sql`${p}`), sql`, `)})
          and ${lastContact} < ${at} - make_interval(days => ${INACTIVE_DAYS})`,
    );
    let created = 0;
    for (const statement of inserts) created += rowsOf(await tx.execute(statement)).length;
    // Contact SLA clocks due now (issue 30: sla's runSlaJob), under the same lock.
    for (const step of appState(stepsSlot).locked) created += await step(tx, now);
    return { ran: true, created };
  });
}

/**
 * The first pass of each database's scheduler, while it has not finished: the bell's list waits for
 * it (notificationRoutes), so the notices due at start are in the first answer after a sign-in, as
 * when the pass ran before the app said it was ready. `begin` starts it now when it is still waiting
 * for its delay.
 */
const firstPasses = new WeakMap<Db, { done: Promise<void>; begin(): void }>();

/**
 * Resolves once the scheduler's first pass on `db` has finished (at once when there is none); a pass
 * still waiting for its delay starts now, so whoever reads notices never waits for the delay.
 */
export function notificationJobFirstPass(db: Db): Promise<void> {
  const pass = firstPasses.get(db);
  if (!pass) return Promise.resolve();
  pass.begin();
  return pass.done;
}

/**
 * How long the API must have had no request before the scheduler's first pass runs (unless the bell
 * asks first): app.ts waits for that (lib/lifecycle.ts's `whenQuiet`). Its queries (~0.4 s of CPU on
 * the embedded PGlite's existing data, ~0.6 s on a first start's demo) hold the one embedded
 * connection: run at once, they made the sign-in right after the desktop's start wait for them
 * (issue 51). A person takes longer than this to type a password.
 */
export const FIRST_PASS_QUIET_MS = 2_000;
/** A busy server may never be quiet that long: the first pass waits this long at most. */
export const FIRST_PASS_AT_MOST_MS = 15_000;

/**
 * Runs the job once `firstPassAfter` settles (at once without it) or as soon as
 * `notificationJobFirstPass` is asked, then every `intervalMs` (never two at once in this process);
 * returns a function that stops it. Failures are reported to `onError` and the next tick tries again.
 * The first pass never runs inside the caller's turn (app.ts's onReady): its queries are not part of
 * the API's start (issue 51).
 */
export function startNotificationScheduler(
  db: Db,
  intervalMs = 60_000,
  onError: (error: unknown) => void = (error) => console.error('notification job failed', error),
  /** Each pass's end (the metrics' last run, duration and outcome). */
  onRun?: (run: { startedAt: number; finishedAt: number; ok: boolean }) => void,
  /** What the first pass waits for, unless the bell asks first (app.ts: a quiet moment of the API). */
  firstPassAfter?: Promise<unknown>,
): () => void {
  let running = false;
  let stopped = false;
  const tick = async () => {
    if (running || stopped) return;
    running = true;
    const startedAt = Date.now();
    let ok = false;
    try {
      await runNotificationJob(db, new Date());
      // Leads written before the duplicate keys existed (issue 30 migration) get them a batch at a time (duplicates' step).
      for (const step of appState(stepsSlot).afterTick) await step(db);
      ok = true;
    } catch (error) {
      onError(error);
    } finally {
      running = false;
      onRun?.({ startedAt, finishedAt: Date.now(), ok });
    }
  };
  let begin!: () => void;
  const done = new Promise<void>((resolve) => {
    let begun = false;
    begin = () => {
      if (begun) return;
      begun = true;
      // Never inside the caller's turn, even when the bell asks.
      setImmediate(() => void tick().finally(resolve));
    };
  });
  void (firstPassAfter ?? Promise.resolve()).then(begin, begin);
  const pass = { done, begin };
  firstPasses.set(db, pass);
  void done.then(() => {
    if (firstPasses.get(db) === pass) firstPasses.delete(db);
  });
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref?.();
  return () => {
    stopped = true;
    clearInterval(timer);
    // A stop before the first pass began: whoever waits for it does not wait for a pass that will not run.
    begin();
  };
}
