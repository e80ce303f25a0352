import type { FastifyInstance } from 'fastify';
import { and, eq, gte, lt, ne, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { leadForCaller } from '../leads';
import { daysBetween, dayRange, daysRange, localDay, monthGridRange, weekRange, type DayRange } from '../../../shared/domain/agendaRange';
import { isAdviser } from '../../../shared/domain/roles';
import { appointments } from './tables';
import { products } from '../../db/tables/catalog';
import { agencies, users } from '../../db/tables/org';
import { assertAgency, callerOf, type Caller } from '../../identity/auth';
import { badRequest } from '../../lib/httpError';
import type { RouteDeps } from '../../lib/zodApp';
import { serveContract } from '../../lib/serveContract';
import { agendaRoutes as calls, agendaScopeQuery } from '../../../shared/contracts/appointmentServed';
import { queryRows } from '../../lib/queryRows';
import { isoInstant } from '../../lib/isoInstant';
import { bulkAnswerCompression } from '../../web/compression';
import { adviserName, typeLabel } from './appointmentRows';
import { leadOwnerOf, notBlockedLead } from '../leads';
import { searchLeadsOfAgency } from '../leads/doors/listJoin';
import type { agendaItemSchema } from '../../../shared/schemas/appointmentResponses';

/** The widest range one agenda call answers (a month grid is at most 6 weeks). */
const MAX_RANGE_DAYS = 62;
const LEAD_SEARCH_LIMIT = 20;

/** Advisers see their own; other roles the agency, narrowed to one adviser unless UserId is -1 or absent. */
function scope(caller: Caller, q: z.infer<typeof agendaScopeQuery>): SQL[] {
  const agencyId = q.AgencyId ?? caller.agencyId;
  assertAgency(caller, agencyId);
  const where: SQL[] = [eq(appointments.agencyId, agencyId)];
  if (isAdviser(caller.role)) where.push(eq(appointments.userId, caller.id));
  else if (q.UserId !== undefined && q.UserId > 0) where.push(eq(appointments.userId, q.UserId));
  return where;
}

/** An agenda item as the query reads it (the date is already ISO text: isoInstant). */
type AgendaItem = z.output<typeof agendaItemSchema>;

export async function agendaRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  /**
   * Agenda items (spec §3) in [from, to), canceled ones left out, in time order. Read as plain rows
   * (no Drizzle row mapping): a big agency's week is ~1,400 items, and mapping each value was a
   * third of the call's time in JavaScript. The client's name is the appointment's own copy (kept by
   * triggers), so an agency's range is read from the agency-date index alone, without its leads.
   */
  const items = (range: DayRange, where: SQL[]) =>
    queryRows<AgendaItem>(
      db,
      sql`SELECT ${appointments.id} AS id, ${isoInstant(appointments.date)} AS date, ${typeLabel} AS type, ${appointments.type} AS "appointmentType",
            ${appointments.status} AS "AppointmentStatus", ${appointments}.client_name AS "clientName", ${products.name} AS "productName",
            ${agencies.name} AS "agencyName", ${adviserName} AS "userName", ${appointments.userId} AS "UserId", ${appointments.leadId} AS "LeadId"
          FROM ${appointments}
          JOIN ${agencies} ON ${agencies.id} = ${appointments.agencyId}
          LEFT JOIN ${users} ON ${users.id} = ${appointments.userId}
          LEFT JOIN ${products} ON ${products.id} = ${appointments.productId}
          WHERE ${and(gte(appointments.date, range.from), lt(appointments.date, range.to), ne(appointments.status, 'CANCELED'), notBlockedLead(appointments.leadId), ...where)}
          ORDER BY ${appointments.date}, ${appointments.id}`,
    );

  serveContract(app, calls.day, { compress: bulkAnswerCompression }, async (request) => {
    const caller = callerOf(request);
    return { data: await items(dayRange(request.query.date.slice(0, 10)), scope(caller, request.query)) };
  });

  serveContract(app, calls.week, { compress: bulkAnswerCompression }, async (request) => {
    const caller = callerOf(request);
    const start = request.query.startDate.slice(0, 10);
    const end = request.query.endDate?.slice(0, 10);
    if (end && (end < start || daysBetween(start, end) > MAX_RANGE_DAYS)) throw badRequest();
    const range = end ? daysRange(start, end) : weekRange(start);
    return { data: await items(range, scope(caller, request.query)) };
  });

  /** The whole month grid: Monday of the first week to Sunday of the last. */
  serveContract(app, calls.month, { compress: bulkAnswerCompression }, async (request) => {
    const caller = callerOf(request);
    return { data: await items(monthGridRange(request.query.date.slice(0, 10)), scope(caller, request.query)) };
  });

  const leadAgenda = (rangeOf: (d: string) => DayRange) => async (caller: Caller, leadId: number, date: string | undefined) => {
    // The lead-access rule of GET /lead/{id}: another adviser's lead is 404 here too.
    await leadForCaller(db, caller, leadId);
    return items(rangeOf(date ? date.slice(0, 10) : localDay(new Date())), [eq(appointments.leadId, leadId)]);
  };

  serveContract(app, calls.leadDay, {}, async (request) => {
    const caller = callerOf(request);
    return { data: await leadAgenda(dayRange)(caller, request.query.LeadId, request.query.date) };
  });

  serveContract(app, calls.leadWeek, {}, async (request) => {
    const caller = callerOf(request);
    return { data: await leadAgenda(weekRange)(caller, request.query.LeadId, request.query.date) };
  });

  /** Client search of the agenda's appointment modal. */
  serveContract(app, calls.leads, {}, async (request) => {
    const caller = callerOf(request);
    const q = request.query;
    const agencyId = q.AgencyId ?? caller.agencyId;
    assertAgency(caller, agencyId);
    const owner = leadOwnerOf(caller) ?? (q.UserId !== undefined && q.UserId > 0 ? q.UserId : undefined);
    const rows = await searchLeadsOfAgency(db, agencyId, owner, q.search, LEAD_SEARCH_LIMIT);
    return { data: rows };
  });
}
