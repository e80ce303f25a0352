import type { FastifyInstance } from 'fastify';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { PRIVACY_MSG } from '../../../shared/domain/privacyMessages';
import type { AccessLogRow } from '../../../shared/schemas/privacy';
import { privacyRoutes as calls } from '../../../shared/contracts/privacyServed';
import { callerOf, type Caller } from '../../identity/auth';
import { recordAccess } from '../../lib/accessLog/accessLogWriter';
import { BODY_LIMIT } from '../../lib/bodyLimits';
import { badRequest, conflict, notFound } from '../../lib/httpError';
import { likePattern } from '../../lib/list/likePattern';
import { mexicoDays } from '../../lib/list/mexicoDayRange';
import { pageOf } from '../../lib/list/listPage';
import { queryRows } from '../../lib/queryRows';
import { serveContract } from '../../lib/serveContract';
import type { RouteDeps } from '../../lib/zodApp';
import { leadForCaller } from '../leads';
import { joinLead, leadNameSearch } from '../leads/doors/listJoin';
import { consentsOf, recordConsent } from './privacyConsents';
import { currentNotice, noticePath, noticeVersions, purposesOf, saveNotice } from './privacyNotice';
import { privacyPurposes } from './tables';

const isUniqueViolation = (e: unknown) => typeof e === 'object' && e !== null && ((e as { code?: string }).code === '23505' || (e as { cause?: { code?: string } }).cause?.code === '23505');

async function noticeOf(db: RouteDeps['db'], caller: Caller, publicUrl: string) {
  const agencyId = caller.agencyId;
  const [notice, purposes, versions] = await Promise.all([currentNotice(db, agencyId), purposesOf(db, agencyId), noticeVersions(db, agencyId)]);
  return {
    notice: notice ? { agencyId, version: notice.version, integralText: notice.integralText, simplifiedText: notice.simplifiedText, createdAt: notice.createdAt, url: `${publicUrl}${noticePath(agencyId)}` } : null,
    purposes,
    versions,
  };
}

/**
 * The privacy feature's calls (issue 54), for the request's agency:
 * - GET/PUT /privacy/notice, POST /privacy/purposes, PATCH /privacy/purposes/{id}: the notice and its purposes (admin, 'privacy:manage');
 * - GET/POST /privacy/lead/{id}/consents: 'Consentimientos' of a retail lead (the lead's own access rule; recording needs 'privacy:consent');
 * - GET /privacy/access-log: 'Bitácora de acceso' (admin), paged in SQL, exportable (listExports.ts).
 */
export async function privacyRoutes(app: FastifyInstance, { db, config }: RouteDeps): Promise<void> {
  serveContract(app, calls.notice, {}, async (request) => {
    return { data: await noticeOf(db, callerOf(request), config.publicUrl) };
  });

  serveContract(app, calls.saveNotice, { bodyLimit: BODY_LIMIT.longText }, async (request) => {
    const caller = callerOf(request);
    const { notice, created } = await saveNotice(db, caller.agencyId, request.body.data, caller.id);
    const data = { agencyId: caller.agencyId, version: notice.version, integralText: notice.integralText, simplifiedText: notice.simplifiedText, createdAt: notice.createdAt, url: `${config.publicUrl}${noticePath(caller.agencyId)}` };
    return { data, message: created ? `${PRIVACY_MSG.noticeSaved} ${notice.version}` : PRIVACY_MSG.noticeUnchanged };
  });

  serveContract(app, calls.createPurpose, { bodyLimit: BODY_LIMIT.form }, async (request, reply) => {
    const caller = callerOf(request);
    const input = request.body.data;
    if (input.necessary && input.marketing) throw badRequest(PRIVACY_MSG.purposeNotVoluntary);
    await purposesOf(db, caller.agencyId);
    try {
      const [row] = await db
        .insert(privacyPurposes)
        .values({ agencyId: caller.agencyId, ...input })
        .returning({ id: privacyPurposes.id, name: privacyPurposes.name, necessary: privacyPurposes.necessary, marketing: privacyPurposes.marketing, active: privacyPurposes.active });
      return reply.status(201).send({ data: row!, message: PRIVACY_MSG.purposeSaved });
    } catch (e) {
      if (isUniqueViolation(e)) throw conflict(PRIVACY_MSG.purposeNameTaken);
      throw e;
    }
  });

  serveContract(
    app,
    calls.updatePurpose,
    { bodyLimit: BODY_LIMIT.form },
    async (request) => {
      const caller = callerOf(request);
      const input = request.body.data;
      if (input.necessary && input.marketing) throw badRequest(PRIVACY_MSG.purposeNotVoluntary);
      try {
        const [row] = await db
          .update(privacyPurposes)
          .set(input)
          .where(and(eq(privacyPurposes.id, request.params.id), eq(privacyPurposes.agencyId, caller.agencyId)))
          .returning({ id: privacyPurposes.id, name: privacyPurposes.name, necessary: privacyPurposes.necessary, marketing: privacyPurposes.marketing, active: privacyPurposes.active });
        if (!row) throw notFound(PRIVACY_MSG.purposeNotFound);
        return { data: row, message: PRIVACY_MSG.purposeSaved };
      } catch (e) {
        if (isUniqueViolation(e)) throw conflict(PRIVACY_MSG.purposeNameTaken);
        throw e;
      }
    },
  );

  serveContract(app, calls.consents, {}, async (request) => {
    const lead = await leadForCaller(db, callerOf(request), request.params.id);
    return { data: await consentsOf(db, { kind: 'lead', id: lead.id, agencyId: lead.agencyId }) };
  });

  serveContract(
    app,
    calls.recordConsent,
    { bodyLimit: BODY_LIMIT.form },
    async (request, reply) => {
      const caller = callerOf(request);
      const lead = await leadForCaller(db, caller, request.params.id);
      const subject = { kind: 'lead' as const, id: lead.id, agencyId: lead.agencyId };
      const input = request.body.data;
      const { purpose } = await recordConsent(db, subject, input, { userId: caller.id, channel: 'personal' });
      recordAccess(request, { action: 'consent-change', target: `${purpose}: ${input.granted ? 'otorgado' : 'retirado'}`, leadId: lead.id });
      return reply.status(201).send({ data: await consentsOf(db, subject), message: input.granted ? PRIVACY_MSG.consentRecorded : PRIVACY_MSG.oppositionRecorded });
    },
  );

  serveContract(app, calls.accessLog, {}, async (request) => {
    const caller = callerOf(request);
    const q = request.query;
    const where: SQL[] = [sql`a.agency_id = ANY(${`{${caller.agencyIds.join(',')}}`}::int[])`];
    if (q.UserId) where.push(sql`a.user_id = ${q.UserId}`);
    const person = q.person?.trim();
    if (person && /^\d{1,10}$/.test(person)) where.push(sql`a.lead_id = ${Number(person)}`);
    else if (person) where.push(sql`(${leadNameSearch('l', likePattern(person))})`);
    where.push(...mexicoDays(sql`a.at`, q.startDate, q.endDate));
    const condition = sql.join(where, sql` AND `);
    // The person's name is the lead's as it is now: a suppressed lead reads '[suprimido]' here too.
    const from = sql`access_log a LEFT ${joinLead('l', sql`a.lead_id`)} LEFT JOIN users u ON u.id = a.user_id`;
    return pageOf<AccessLogRow>(
      q,
      (limit, offset) =>
        queryRows<AccessLogRow>(
          db,
          sql`SELECT a.id::int AS id, a.at, a.user_id AS "userId", u.first_name || ' ' || u.last_name AS "userName", a.action, a.target,
                     a.lead_id AS "leadId", l.first_name || ' ' || l.last_name AS person, a.rows
              FROM ${from} WHERE ${condition} ORDER BY a.at DESC, a.id DESC LIMIT ${limit} OFFSET ${offset}`,
        ),
      async (bound) => {
        const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${from} WHERE ${condition} ${bound ? sql`LIMIT ${bound + 1}` : sql``}) c`);
        return row?.n;
      },
    );
  });
}
