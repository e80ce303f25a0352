import type { FastifyInstance } from 'fastify';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { z } from 'zod';
import { leadForCaller } from '../leads';
import { dbId, optDbId, optSearch, isStorableDate, text } from '../../../shared/schemas/primitives';
import { MSG } from '../../../shared/messages';
import { dayRange, isDayString, localDay, monthGridRange, weekRange } from '../../../shared/domain/agendaRange';
import { userReminders } from './tables';
import { callerOf } from '../../identity/auth';
import { badRequest, forbidden } from '../../lib/httpError';
import { typed, type RouteDeps } from '../../lib/zodApp';
import { BODY_LIMIT } from '../../lib/bodyLimits';
import { reminderCreatedAnswer, remindersAnswer } from '../../../shared/schemas/appointmentResponses';

const RANGES = { day: dayRange, week: weekRange, month: monthGridRange } as const;

/** The spec names only the calls; a reminder is the caller's own note: title, date, optional text and lead. */
export async function userReminderRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  const r = typed(app);

  r.post(
    '/userReminder/',
    {
      // The caller's own notes: any signed-in user.
      config: { signedIn: true, idempotent: true },
      bodyLimit: BODY_LIMIT.form,
      schema: {
        body: z.object({
          data: z.object({
            title: z.string().trim().min(1, MSG.completeAll).max(200),
            description: text(2000).optional().nullable(),
            date: z.string().min(1, MSG.selectDate).max(40).refine(isStorableDate, MSG.invalidDate),
            LeadId: optDbId.nullable(),
          }),
        }),
        response: { 200: reminderCreatedAnswer },
      },
    },
    async (request) => {
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
    },
  );

  r.get(
    '/userReminder/:id',
    {
      config: { signedIn: true },
      schema: {
        params: z.object({ id: dbId }),
        querystring: z.object({ range: z.enum(['day', 'week', 'month']).default('day'), date: optSearch(40) }),
        response: { 200: remindersAnswer },
      },
    },
    async (request) => {
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
    },
  );
}
