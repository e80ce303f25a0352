import type { FastifyInstance } from 'fastify';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { leadForCaller } from '../leads';
import { MSG } from '../../../shared/messages';
import { dayRange, isDayString, localDay, monthGridRange, weekRange } from '../../../shared/domain/agendaRange';
import { userReminders } from './tables';
import { callerOf } from '../../identity/auth';
import { badRequest, forbidden } from '../../lib/httpError';
import type { RouteDeps } from '../../lib/zodApp';
import { serveContract } from '../../lib/serveContract';
import { BODY_LIMIT } from '../../lib/bodyLimits';
import { agendaRoutes as calls } from '../../../shared/contracts/appointmentServed';

const RANGES = { day: dayRange, week: weekRange, month: monthGridRange } as const;

/** The spec names only the calls; a reminder is the caller's own note: title, date, optional text and lead. */
export async function userReminderRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  // The caller's own notes: any signed-in user.
  serveContract(app, calls.createReminder, { config: { idempotent: true }, bodyLimit: BODY_LIMIT.form }, async (request) => {
    const caller = callerOf(request);
    const { title, description, LeadId } = request.body.data;
    const date = new Date(request.body.data.date);
    if (Number.isNaN(date.getTime())) throw badRequest(MSG.invalidDate);
    if (LeadId) {
      await leadForCaller(db, caller, LeadId);
    }
    const [row] = await db
      .insert(userReminders)
      .values({ userId: caller.id, leadId: LeadId ?? null, title, description: description ?? null, date })
      .returning();
    return { data: { ...row!, LeadId: row!.leadId, message: MSG.reminderCreated } };
  });

  serveContract(app, calls.reminders, {}, async (request) => {
    const caller = callerOf(request);
    if (request.params.id !== caller.id) throw forbidden();
    const date = request.query.date;
    if (date && !isDayString(date)) throw badRequest(MSG.invalidDate);
    const range = RANGES[request.query.range](date ? date.slice(0, 10) : localDay(new Date()));
    const rows = await db
      .select({
        id: userReminders.id,
        title: userReminders.title,
        description: userReminders.description,
        date: userReminders.date,
        LeadId: userReminders.leadId,
      })
      .from(userReminders)
      .where(and(eq(userReminders.userId, caller.id), gte(userReminders.date, range.from), lt(userReminders.date, range.to)))
      .orderBy(asc(userReminders.date), asc(userReminders.id));
    return { data: rows };
  });
}
