import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { and, count, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { addDays, dayRange, localDay } from '../../../shared/domain/agendaRange';
import { isStorableDate } from '../../../shared/schemas/primitives';
import { MSG } from '../../../shared/messages';
import { isAdviser } from '../../../shared/domain/roles';
import { appointments } from './tables';
import { products } from '../../db/tables/catalog';
import { assertAgency, callerOf } from '../../identity/auth';
import { badRequest, conflict, notFound } from '../../lib/httpError';
import { likePattern } from '../../lib/list/likePattern';
import { pageOf } from '../../lib/list/listPage';
import { sortKey } from '../../lib/sortKey';
import type { RouteDeps } from '../../lib/zodApp';
import { serveContract } from '../../lib/serveContract';
import { appointmentRoutes as calls } from '../../../shared/contracts/appointmentServed';
import { BODY_LIMIT } from '../../lib/bodyLimits';
import { appointmentForAction, findAppointment } from './appointmentAccess';
import { waitingListRows } from './waitingList';
import { adviserName, APPOINTMENT_ROW_FROM, APPOINTMENT_ROW_SELECT, leadName, typeLabel } from './appointmentRows';
import { queryRows } from '../../lib/queryRows';
import type { appointmentRowSchema } from '../../../shared/schemas/appointmentResponses';
import { leadContactMatches, leadListJoin } from '../leads/doors/listJoin';
import { parseFilters, parseSort } from './listParams';
import { APPOINTMENT_ALL_STATUSES, appointmentListFilters } from '../../../shared/schemas/appointmentList';
import { listOrder } from '../../lib/list/listOrder';
import { APPOINTMENT_COLUMNS } from '../../../shared/lists/appointmentColumns';
import type { SortKeyOf } from '../../../shared/lists/defineListColumns';

const ALL: readonly string[] = APPOINTMENT_ALL_STATUSES;
type AppointmentListRow = z.output<typeof appointmentRowSchema>;
/** The list's `filters` JSON: shared with the screen that builds it. */
const filtersSchema = appointmentListFilters;

/** Statuses from which each closing status may be reached (spec §4). */
const CLOSING_FROM: Record<'SUCCESSFUL' | 'NO_SHOW' | 'CANCELED', readonly string[]> = {
  SUCCESSFUL: ['CONFIRMED'],
  NO_SHOW: ['CONFIRMED'],
  // The lead panel cancels SCHEDULED ones; a confirmed one may be canceled too.
  CANCELED: ['SCHEDULED', 'CONFIRMED'],
};
const OPEN = ['SCHEDULED', 'CONFIRMED'];

/** Each declared sort key's SQL (shared/lists/appointmentColumns.ts); a key without SQL fails typecheck. */
export const APPOINTMENT_SORT: Record<SortKeyOf<typeof APPOINTMENT_COLUMNS>, SQL> = {
  id: sql`${appointments.id}`,
  name: sortKey(leadName),
  Type: sql`${typeLabel}`,
  type: sql`${typeLabel}`,
  User: sortKey(adviserName),
  Product: sql`${products.name}`,
  date: sql`${appointments.date}`,
  AppointmentStatus: sql`${appointments.status}`,
};

export async function appointmentRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  const rowsWhere = (where: SQL | undefined, page = sql``) =>
    queryRows<AppointmentListRow>(db, sql`SELECT ${APPOINTMENT_ROW_SELECT} ${APPOINTMENT_ROW_FROM} WHERE ${where ?? sql`true`} ${page}`);

  serveContract(app, calls.list, {}, async (request) => {
    const caller = callerOf(request);
    const q = request.query;
    const filters = parseFilters(q.filters, filtersSchema);
    const where: SQL[] = [eq(appointments.agencyId, caller.agencyId)];
    if (isAdviser(caller.role)) where.push(eq(appointments.userId, caller.id));
    else if (typeof filters.UserId === 'number' && filters.UserId > 0) where.push(eq(appointments.userId, filters.UserId));
    if (filters.type) where.push(eq(appointments.type, filters.type));
    const status = filters.status === undefined ? 'CONFIRMED' : filters.status;
    if (status && !ALL.includes(status)) where.push(eq(appointments.status, status));
    if (filters.day) {
      const today = localDay(new Date());
      const { from, to } = dayRange(filters.day === 'HOY' ? today : addDays(today, 1));
      where.push(gte(appointments.date, from), lt(appointments.date, to));
    }
    if (q.search?.trim()) {
      const p = likePattern(q.search.trim());
      where.push(
        or(
          ...leadContactMatches(p),
          ilike(sql`coalesce(${products.name}, '')`, p),
        )!,
      );
    }
    const condition = and(...where);
    // The chosen keys, then the soonest date, then the id ascending; the database's own null order, as before.
    const fallback = { key: 'date', desc: false } as const;
    const orderBy = listOrder(parseSort(q.sortBy, APPOINTMENT_COLUMNS.sortKeys, fallback), APPOINTMENT_SORT, fallback, sql`${appointments.id}`, () => false, 'ASC');
    return pageOf(
      q,
      (limit, offset) => rowsWhere(condition, sql`ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${offset}`),
      () =>
        db
          .select({ n: count() })
          .from(appointments)
          .innerJoin(...leadListJoin(appointments.leadId))
          .leftJoin(products, eq(products.id, appointments.productId))
          .where(condition)
          .then(([total]) => total?.n),
    );
  });

  serveContract(app, calls.row, {}, async (request) => {
    const caller = callerOf(request);
    await findAppointment(db, caller, request.params.id);
    const [row] = await rowsWhere(eq(appointments.id, request.params.id));
    if (!row) throw notFound();
    return { data: row };
  });

  serveContract(app, calls.testDrive, {}, async (request) => {
    const caller = callerOf(request);
    const record = await findAppointment(db, caller, request.params.id);
    if (record.type !== 'TESTDRIVE') throw notFound();
    const [row] = await rowsWhere(eq(appointments.id, request.params.id));
    if (!row) throw notFound();
    return { data: row };
  });

  /** Confirms a SCHEDULED appointment. */
  // The Citas screen's calls (appointmentForAction checks the same permission with the record).
  serveContract(app, calls.confirm, { bodyLimit: BODY_LIMIT.form }, async (request) => {
    const caller = callerOf(request);
    const { id, type } = request.body.data;
    const record = await appointmentForAction(db, caller, id);
    if (type && record.type !== type) throw notFound();
    if (record.status !== 'SCHEDULED') throw conflict(MSG.appointmentNotScheduled);
    const [row] = await db
      .update(appointments)
      .set({ status: 'CONFIRMED', updatedAt: new Date() })
      .where(and(eq(appointments.id, id), eq(appointments.status, 'SCHEDULED')))
      .returning({ id: appointments.id, AppointmentStatus: appointments.status });
    if (!row) throw conflict(MSG.appointmentNotScheduled);
    return { data: { ...row, message: MSG.appointmentConfirmed } };
  });

  serveContract(app, calls.close, { bodyLimit: BODY_LIMIT.form }, async (request) => {
    const caller = callerOf(request);
    const { id, type, status, comments } = request.body.data;
    const record = await appointmentForAction(db, caller, id);
    if (type && record.type !== type) throw notFound();
    const from = CLOSING_FROM[status];
    const refusal = status === 'CANCELED' ? MSG.appointmentClosed : MSG.appointmentNotConfirmed;
    if (!from.includes(record.status)) throw conflict(refusal);
    // The status guard in the WHERE makes two simultaneous closings end with one winner.
    const [row] = await db
      .update(appointments)
      // 'Iniciar cita' records when: the attendance report's wait is arrived_at → started_at.
      .set({ status, comments: comments ?? record.comments, updatedAt: new Date(), ...(status === 'SUCCESSFUL' ? { startedAt: new Date() } : {}) })
      .where(and(eq(appointments.id, id), inArray(appointments.status, [...from])))
      .returning({ id: appointments.id, AppointmentStatus: appointments.status });
    if (!row) throw conflict(refusal);
    const message = status === 'SUCCESSFUL' ? MSG.appointmentStarted : status === 'NO_SHOW' ? MSG.appointmentNoShow : MSG.appointmentCanceled;
    return { data: { ...row, message } };
  });

  serveContract(app, calls.reschedule, { bodyLimit: BODY_LIMIT.form }, async (request) => {
    const caller = callerOf(request);
    const raw = request.body.data?.date;
    const record = await appointmentForAction(db, caller, request.params.id);
    if (record.type !== request.params.type) throw notFound();
    if (!raw) throw badRequest(MSG.rescheduleDateRequired);
    const date = new Date(raw);
    if (!isStorableDate(raw) || Number.isNaN(date.getTime())) throw badRequest(MSG.invalidDate);
    if (date.getTime() < Date.now() - 60_000) throw badRequest(MSG.dateNotBeforeNow);
    if (!OPEN.includes(record.status)) throw conflict(MSG.appointmentClosed);
    const [row] = await db
      .update(appointments)
      .set({ date, updatedAt: new Date() })
      .where(and(eq(appointments.id, record.id), inArray(appointments.status, OPEN)))
      .returning({ id: appointments.id, date: appointments.date, AppointmentStatus: appointments.status });
    if (!row) throw conflict(MSG.appointmentClosed);
    return { data: { ...row, message: MSG.rescheduled } };
  });

  /** The showroom board: today's (Mexico City) open appointments of the agency, in time order. */
  // The board names its agency in its route; AgencyId lets it say so even when the client's
  // agencyid header follows the agency selector. Either way it must be one of the caller's.
  // The board belongs to Citas (screenAccess.ts): its roles only, as the screen guard.
  serveContract(app, calls.waitingList, {}, async (request) => {
    const caller = callerOf(request);
    const agencyId = request.query.AgencyId ?? caller.agencyId;
    assertAgency(caller, agencyId);
    return { data: await waitingListRows(db, agencyId) };
  });
}
