import type { FastifyInstance } from 'fastify';
import { and, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { userFilter, optSearch } from '../../../shared/schemas/primitives';
import { MSG } from '../../../shared/messages';
import { dayRange, localDay } from '../../../shared/domain/agendaRange';
import { PHONE_DIGITS, PHONE_PREFIX } from '../../../shared/domain/constants';
import { EMAIL_PATTERN as EMAIL } from '../../../shared/domain/emailPattern';
import { LEAD_PHASES } from '../../../shared/domain/phases';
import { floorVisits } from './tables';
import { users } from '../../db/tables/org';
import { callerOf } from '../../identity/auth';
import { BODY_LIMIT } from '../../lib/bodyLimits';
import { badRequest, notFound } from '../../lib/httpError';
import { likePattern } from '../../lib/list/likePattern';
import { pageOf } from '../../lib/list/listPage';
import { sortKey } from '../../lib/sortKey';
import type { RouteDeps } from '../../lib/zodApp';
import { serveContract } from '../../lib/serveContract';
import { floorVisitListQuery, floorVisitRoutes as calls } from '../../../shared/contracts/floorVisitServed';
import { adviserName } from '../appointments';
import { parseFilters, parseSort } from '../appointments';
import { listOrder } from '../../lib/list/listOrder';
import { FLOOR_VISIT_COLUMNS } from '../../../shared/lists/floorVisitColumns';
import type { SortKeyOf } from '../../../shared/lists/defineListColumns';
import { arriveLeadsToday, hasAppointmentBetween } from '../appointments';
import { arrivalContactMatches } from './arrivalContactMatches';
import { liveLeadOwner } from '../leads';
import { leadColumns, leadContactMatches, leadListJoin, leadsMatchingContact } from '../leads/doors/listJoin';
import { FLOOR_VISIT_TYPES, floorVisitRowSchema } from '../../../shared/schemas/floorVisitResponses';
import { rowSelect } from '../../lib/list/tableColumns';
import { isoInstant } from '../../lib/isoInstant';
import { queryRows } from '../../lib/queryRows';

const VISIT_TYPES = FLOOR_VISIT_TYPES;
const FIND_LIMIT = 20;

/** The model of the lead's current interest, as the list shows and sorts it. */
const model = leadColumns.currentModel;

const filtersSchema = z.object({
  /** Phase tab: 'TODOS' or '' is every phase (spec §9). */
  phase: optSearch(30).nullable(),
  type: z.union([z.enum(VISIT_TYPES), z.literal(''), z.null()]).optional(),
  origin: z.union([z.enum(['NEW', 'EXISTING']), z.literal(''), z.null()]).optional(),
  UserId: userFilter,
});

/**
 * A visit's row (floorVisitRowSchema): its own columns by name (lib/list/tableColumns.ts), read under the
 * table's own name as the list's WHERE and sorts (drizzle's columns) name it; the lead's name, phase and
 * model and the adviser computed, the visit's time is its created_at.
 */
const FLOOR_VISIT_ROW_SELECT = rowSelect(floorVisitRowSchema.shape, floorVisits, 'floor_visits', {
  name: sql`${leadColumns.name}`,
  phase: sql`${leadColumns.phase}`,
  date: isoInstant(floorVisits.createdAt),
  model: sql`${model}`,
  adviser: sql`${adviserName}`,
});
type FloorVisitListRow = z.output<typeof floorVisitRowSchema>;

/** Each declared sort key's SQL (shared/lists/floorVisitColumns.ts); a key without SQL fails typecheck. */
export const FLOOR_VISIT_SORT: Record<SortKeyOf<typeof FLOOR_VISIT_COLUMNS>, SQL> = {
  id: sql`${floorVisits.id}`,
  name: sortKey(leadColumns.name),
  LeadId: sql`${floorVisits.leadId}`,
  phase: sql`${leadColumns.phase}`,
  date: sql`${floorVisits.createdAt}`,
  model: sql`${model}`,
  adviser: sortKey(adviserName),
  origin: sql`${floorVisits.origin}`,
  type: sql`${floorVisits.type}`,
};

export async function floorVisitRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  const listWhere = (agencyId: number, q: z.infer<typeof floorVisitListQuery>): SQL | undefined => {
    const filters = parseFilters(q.filters, filtersSchema);
    const where: SQL[] = [eq(floorVisits.agencyId, agencyId)];
    if (filters.phase && filters.phase !== 'TODOS') {
      if (!(LEAD_PHASES as readonly string[]).includes(filters.phase)) throw badRequest();
      where.push(eq(leadColumns.phase, filters.phase));
    }
    if (filters.type) where.push(eq(floorVisits.type, filters.type));
    if (filters.origin) where.push(eq(floorVisits.origin, filters.origin));
    if (typeof filters.UserId === 'number' && filters.UserId > 0) where.push(eq(floorVisits.userId, filters.UserId));
    if (q.search?.trim()) {
      const p = likePattern(q.search.trim());
      where.push(
        or(...leadContactMatches(p), ilike(sql`${leadColumns.id}::text`, p))!,
      );
    }
    return and(...where);
  };

  serveContract(app, calls.list, {}, async (request) => {
    const caller = callerOf(request);
    const q = request.query;
    const condition = listWhere(caller.agencyId, q);
    // The chosen keys, then the newest visit, then the id descending; the database's own null order, as before.
    const fallback = { key: 'date', desc: true } as const;
    const orderBy = listOrder(parseSort(q.sortBy, FLOOR_VISIT_COLUMNS.sortKeys, fallback), FLOOR_VISIT_SORT, fallback, sql`${floorVisits.id}`, () => false, 'DESC');
    return pageOf(
      q,
      (limit, offset) =>
        queryRows<FloorVisitListRow>(
          db,
          sql`SELECT ${FLOOR_VISIT_ROW_SELECT} FROM ${floorVisits} INNER JOIN ${sql.join(leadListJoin(floorVisits.leadId), sql` ON `)}
            LEFT JOIN ${users} ON ${users.id} = ${floorVisits.userId}
            WHERE ${condition ?? sql`true`} ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${offset}`,
        ),
      // The list kit's bounded total ('más de 1,000', lib/list/boundedTotal.ts): the exact count probed the
      // lead of every visit of the agency (5,400 at the demo agency of a 1,000,000-lead network: 37 ms of
      // SQL, issue 55) for a number no one reads past the first pages; the export still counts them all.
      (bound) =>
        (bound === undefined
          ? db.select({ n: count() }).from(floorVisits).innerJoin(...leadListJoin(floorVisits.leadId)).where(condition)
          : db
              .select({ n: count() })
              .from(db.select({ one: sql`1` }).from(floorVisits).innerJoin(...leadListJoin(floorVisits.leadId)).where(condition).limit(bound + 1).as('bounded'))
        ).then(([total]) => total?.n),
    );
  });

  serveContract(app, calls.totals, {}, async (request) => {
    const caller = callerOf(request);
    const [total] = await db
      .select({ n: count() })
      .from(floorVisits)
      .innerJoin(...leadListJoin(floorVisits.leadId))
      .where(listWhere(caller.agencyId, request.query));
    return { data: { all: total?.n ?? 0 } };
  });

  /** Wizard step 1: the agency's leads matching any of the given e-mail, phone or name. */
  serveContract(app, calls.find, {}, async (request) => {
    const caller = callerOf(request);
    const email = request.query.email?.trim().toLowerCase() ?? '';
    const phone = request.query.phone?.trim() ?? '';
    const name = request.query.firstAndLastName?.trim() ?? '';
    if (!email && !phone && !name) throw badRequest(MSG.atLeastOneField);
    if (phone && !new RegExp(`^\\d{${PHONE_DIGITS}}$`).test(phone)) throw badRequest(MSG.phoneTenDigits);
    if (email && !EMAIL.test(email)) throw badRequest(MSG.emailFormat);
    const rows = await leadsMatchingContact(
      db,
      caller.agencyId,
      { email: email || undefined, phones: phone ? [phone, `${PHONE_PREFIX}${phone}`] : undefined, name: name || undefined },
      FIND_LIMIT,
    );
    return { data: rows };
  });

  serveContract(app, calls.register, { config: { idempotent: true }, bodyLimit: BODY_LIMIT.form }, async (request) => {
    const caller = callerOf(request);
    const { origin, LeadId } = request.body.data;
    const visit = await db.transaction(async (tx) => {
      const lead = await liveLeadOwner(tx, LeadId);
      if (!lead || lead.agencyId !== caller.agencyId) throw notFound();
      let type = request.body.data.type ?? undefined;
      if (!type) {
        if (origin === 'NEW') type = 'NEW';
        else {
          // A client who walks in on the day of an appointment came for it: AGENDED; otherwise a Be Back.
          const { from, to } = dayRange(localDay(new Date()));
          type = (await hasAppointmentBetween(tx, lead.id, from, to)) ? 'AGENDED' : 'BE_BACK';
        }
      }
      const [row] = await tx
        .insert(floorVisits)
        .values({ leadId: lead.id, agencyId: lead.agencyId, userId: lead.userId, origin, type })
        .returning();
      // The arrival loop: the client's appointment today is marked arrived and its adviser told;
      // a NEW visit whose phone or e-mail the matcher paired with a known client's counts too.
      const arrivalLeads = origin === 'EXISTING' ? [lead.id] : [lead.id, ...(await arrivalContactMatches(tx, lead.id))];
      const arrival = await arriveLeadsToday(tx, lead.agencyId, arrivalLeads, caller.id);
      return { ...row!, arrival };
    });
    const { arrival } = visit;
    return {
      data: {
        id: visit.id,
        LeadId: visit.leadId,
        origin: visit.origin,
        type: visit.type,
        date: visit.createdAt,
        message: MSG.visitCreated,
        appointment: arrival ? { id: arrival.id, LeadId: arrival.LeadId, hora: arrival.hora, asesor: arrival.asesor, arrivedAt: arrival.arrivedAt, message: arrival.message } : null,
      },
    };
  });
}
