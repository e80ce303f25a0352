import { eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { FOLLOW_UP_MEETING, FOLLOW_UP_TEST_DRIVE } from '../../../../shared/domain/fleetConstants';
import { FLEET_MSG } from '../../../../shared/domain/fleetMessages';
import { FLEET_FUNNEL, FLEET_PHASE_LABELS, type FleetPhase } from '../../../../shared/domain/fleetPhases';
import type {
  activityStatusInput,
  FleetLeadHistory,
  FollowUpComment,
  followUpInput,
  LeadFleetActivity,
  LeadFleetEvent,
  simpleActivityInput,
} from '../../../../shared/schemas/fleetActivity';
import type { Db } from '../../../db/client';
import { leadFleetActivities, leadFleetActivityFollowUpComments, leadFleets } from '../tables';
import { badRequest, conflict, notFound } from '../../../lib/httpError';
import { queryRows, type DbOrTx, type Tx } from '../../../lib/queryRows';
import type { Caller } from '../../../identity/auth';
import { fleetLeadForCaller } from '../fleetAccess';
import { recordFleetEvent } from '../fleetEvents';
import { activityFilePath } from '../stage/fleetDocuments';
import { contactJson, iso, productJson, userJson } from '../sqlJson';

const ACTIVITY_SELECT = sql`
  a.id, a.lead_fleet_id AS "LeadFleetId", a.title, a.status, ${iso('a.date')} AS date, ${iso('a.end_date')} AS "endDate", a.time, a.comments,
  ${iso('a.created_at')} AS "createdAt", a.phase AS "LeadFleetFollowUpPhase",
  a.comments_on_test AS "commentsOnTest", a.comments_on_results AS "commentsOnResults",
  CASE WHEN ft.id IS NULL THEN NULL ELSE json_build_object('id', ft.id, 'slug', ft.slug, 'description', ft.description) END AS "LeadFleetActivityFollowUpType",
  CASE WHEN at.id IS NULL THEN NULL ELSE json_build_object('id', at.id, 'description', at.description) END AS "LeadFleetActivityType",
  coalesce((SELECT json_agg(json_build_object('id', fc.id, 'comment', fc.comment, 'createdAt', ${iso('fc.created_at')}, 'User', ${userJson('fu')}) ORDER BY fc.created_at, fc.id)
            FROM lead_fleet_activity_follow_up_comments fc LEFT JOIN users fu ON fu.id = fc.user_id WHERE fc.activity_id = a.id), '[]'::json) AS "LeadFleetActivityFollowUpComments",
  ${contactJson('cp')} AS "CompanyContactPerson",
  coalesce((SELECT json_agg(json_build_object('id', tu.id, 'vin', tu.vin, 'plate', tu.plate, 'Product', ${productJson('tp')}) ORDER BY tu.id)
            FROM lead_fleet_activity_test_drive_units tu JOIN products tp ON tp.id = tu.product_id WHERE tu.activity_id = a.id), '[]'::json) AS "LeadFleetActivityTestDriveUnits",
  ${userJson('au')} AS "User"`;
const ACTIVITY_FROM = sql`
  FROM lead_fleet_activities a
  LEFT JOIN lead_fleet_activity_follow_up_types ft ON ft.id = a.follow_up_type_id
  LEFT JOIN lead_fleet_activity_types at ON at.id = a.activity_type_id
  LEFT JOIN company_contact_people cp ON cp.id = a.company_contact_person_id
  LEFT JOIN users au ON au.id = a.user_id`;

/** Activities with everything the Historial and Agenda show, test-drive files included. */
export async function activityRows(db: DbOrTx, where: SQL, order: SQL = sql`a.created_at DESC, a.id DESC`): Promise<LeadFleetActivity[]> {
  const rows = await queryRows<Omit<LeadFleetActivity, 'testEvidence' | 'comodato' | 'TCO'>>(db, sql`SELECT ${ACTIVITY_SELECT} ${ACTIVITY_FROM} WHERE ${where} ORDER BY ${order}`);
  if (!rows.length) return [];
  // Test-drive paperwork (Evidencias, Comodato, TCO) as links served through the activity's lead.
  const files = await queryRows<{ id: number; activityId: number; kind: string; name: string }>(
    db,
    sql`SELECT id, activity_id AS "activityId", kind, name FROM lead_fleet_activity_files
        WHERE activity_id IN (${sql.join(
          rows.map((r) => sql`${r.id}`),
          sql`, `,
        )}) ORDER BY created_at, id`,
  );
  const of = (id: number, kind: string) => files.filter((f) => f.activityId === id && f.kind === kind).map((f) => ({ id: f.id, name: f.name, url: activityFilePath(id, f.id) }));
  return rows.map((r) => ({ ...r, status: Number(r.status) === 1 ? 1 : 0, testEvidence: of(r.id, 'EVIDENCE'), comodato: of(r.id, 'COMODATO'), TCO: of(r.id, 'TCO') }));
}

async function loadActivity(db: DbOrTx, id: number): Promise<LeadFleetActivity> {
  const [row] = await activityRows(db, sql`a.id = ${id}`);
  if (!row) throw notFound();
  return row;
}

/** The activity if its lead is the caller's to see (404 otherwise). */
export async function activityForCaller(db: DbOrTx, caller: Caller, id: number, lock = false) {
  const [row] = await db.select().from(leadFleetActivities).where(eq(leadFleetActivities.id, id));
  if (!row) throw notFound();
  await fleetLeadForCaller(db, caller, row.leadFleetId, lock);
  return row;
}

export async function getActivity(db: Db, caller: Caller, id: number): Promise<LeadFleetActivity> {
  await activityForCaller(db, caller, id);
  return loadActivity(db, id);
}

async function touchLead(tx: Tx, leadId: number): Promise<void> {
  await tx.update(leadFleets).set({ lastActivityDate: new Date(), updatedAt: new Date() }).where(eq(leadFleets.id, leadId));
}

/** 'YYYY-MM-DD' + 'HH:mm' is Mexico City wall time (UTC−6); a full ISO instant is taken as given. */
function meetingInstant(date: string, time: string): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(date)) return new Date(`${date}T${time.length === 5 ? `${time}:00` : time}-06:00`);
  return new Date(date);
}

type ActivityValues = z.output<typeof simpleActivityInput>;

/** POST /lead-fleet/simple-activity/{leadId}: a task or meeting in the lead's current phase. */
export async function createSimpleActivity(db: Db, caller: Caller, leadId: number, v: ActivityValues): Promise<LeadFleetActivity> {
  return db.transaction(async (tx) => {
    const lead = await fleetLeadForCaller(tx, caller, leadId, true);
    const [type] = await queryRows<{ slug: string; typeFollowUp: number | null }>(
      tx,
      sql`SELECT f.slug, (SELECT t.follow_up_type_id FROM lead_fleet_activity_types t WHERE t.id = ${v.LeadFleetActivityTypeId}) AS "typeFollowUp"
          FROM lead_fleet_activity_follow_up_types f WHERE f.id = ${v.LeadFleetActivityFollowUpTypeId}`,
    );
    const [typeExists] = await queryRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM lead_fleet_activity_types WHERE id = ${v.LeadFleetActivityTypeId}`);
    if (!type || !typeExists?.n) throw badRequest(FLEET_MSG.completeAllFields);
    // Test drives carry units, a responsible and files: they are registered in their own dialog.
    if (type.slug === FOLLOW_UP_TEST_DRIVE) throw badRequest(FLEET_MSG.testDriveNoFollowUp);
    if (type.typeFollowUp !== null && type.typeFollowUp !== v.LeadFleetActivityFollowUpTypeId) throw badRequest(FLEET_MSG.completeAllFields);
    let date: Date | null = null;
    let time: string | null = null;
    if (type.slug === FOLLOW_UP_MEETING) {
      if (!v.date || !v.time) throw badRequest(FLEET_MSG.completeAllFields);
      date = meetingInstant(v.date, v.time);
      time = v.time.slice(0, 5);
    }
    const [row] = await tx
      .insert(leadFleetActivities)
      .values({
        leadFleetId: leadId,
        userId: caller.id,
        followUpTypeId: v.LeadFleetActivityFollowUpTypeId,
        activityTypeId: v.LeadFleetActivityTypeId,
        phase: lead.phase,
        title: v.title,
        status: v.status,
        date,
        time,
        comments: v.comments ?? null,
        companyContactPersonId: lead.companyContactPersonId,
      })
      .returning({ id: leadFleetActivities.id });
    await touchLead(tx, leadId);
    return loadActivity(tx, row!.id);
  });
}

/** PATCH /lead-fleet/activity/{id}: 'Cerrar' / 'Abrir'. */
export async function setActivityStatus(db: Db, caller: Caller, id: number, v: z.output<typeof activityStatusInput>): Promise<LeadFleetActivity> {
  return db.transaction(async (tx) => {
    const activity = await activityForCaller(tx, caller, id, true);
    await tx.update(leadFleetActivities).set({ status: v.status }).where(eq(leadFleetActivities.id, id));
    await recordFleetEvent(tx, activity.leadFleetId, caller.id, v.status === 1 ? 'ACTIVITY_OPENED' : 'ACTIVITY_CLOSED', { detail: activity.title });
    return loadActivity(tx, id);
  });
}

/** POST /lead-fleet/follow-up/{leadId}: a comment on an open activity of that lead that is not a test drive. */
export async function addFollowUp(db: Db, caller: Caller, leadId: number, v: z.output<typeof followUpInput>): Promise<FollowUpComment> {
  return db.transaction(async (tx) => {
    await fleetLeadForCaller(tx, caller, leadId, true);
    if (!v.LeadFleetActivityId) throw badRequest(FLEET_MSG.tryAgain);
    const [activity] = await queryRows<{ id: number; status: number; slug: string | null }>(
      tx,
      sql`SELECT a.id, a.status, f.slug FROM lead_fleet_activities a LEFT JOIN lead_fleet_activity_follow_up_types f ON f.id = a.follow_up_type_id
          WHERE a.id = ${v.LeadFleetActivityId} AND a.lead_fleet_id = ${leadId} FOR UPDATE OF a`,
    );
    if (!activity) throw badRequest(FLEET_MSG.tryAgain);
    if (activity.slug === FOLLOW_UP_TEST_DRIVE) throw conflict(FLEET_MSG.testDriveNoFollowUp);
    if (Number(activity.status) !== 1) throw conflict(FLEET_MSG.activityClosed);
    const [row] = await tx
      .insert(leadFleetActivityFollowUpComments)
      .values({ activityId: activity.id, userId: caller.id, comment: v.comment })
      .returning({ id: leadFleetActivityFollowUpComments.id });
    await touchLead(tx, leadId);
    const [comment] = await queryRows<FollowUpComment>(
      tx,
      sql`SELECT fc.id, fc.comment, ${iso('fc.created_at')} AS "createdAt", ${userJson('fu')} AS "User"
          FROM lead_fleet_activity_follow_up_comments fc LEFT JOIN users fu ON fu.id = fc.user_id WHERE fc.id = ${row!.id}`,
    );
    return comment!;
  });
}

/** GET /lead-fleet/schedule/{leadId}: the lead's dated activities (meetings, test drives) in [start, end). */
export async function leadSchedule(db: Db, caller: Caller, leadId: number, start: string, end: string): Promise<LeadFleetActivity[]> {
  await fleetLeadForCaller(db, caller, leadId);
  const from = new Date(start);
  const to = new Date(end);
  if (!(from.getTime() <= to.getTime())) throw badRequest(FLEET_MSG.invalidDateRange);
  return activityRows(db, sql`a.lead_fleet_id = ${leadId} AND a.date IS NOT NULL AND a.date >= ${from.toISOString()} AND a.date < ${to.toISOString()}`, sql`a.date, a.id`);
}

const HISTORY_ORDER: FleetPhase[] = [...FLEET_FUNNEL, 'CONGELADO'];

/** GET /lead-fleet/data/history/{leadId}: activities grouped by the phase they were registered in, and the lead's events. */
export async function leadHistory(db: Db, caller: Caller, leadId: number): Promise<FleetLeadHistory> {
  await fleetLeadForCaller(db, caller, leadId);
  const activities = await activityRows(db, sql`a.lead_fleet_id = ${leadId}`);
  const events = await queryRows<LeadFleetEvent>(
    db,
    sql`SELECT e.id, e.action, e.old_phase AS "oldPhase", e.new_phase AS "newPhase", e.detail, ${iso('e.created_at')} AS "createdAt", ${userJson('eu')} AS "User"
        FROM lead_fleet_events e LEFT JOIN users eu ON eu.id = e.user_id WHERE e.lead_fleet_id = ${leadId} ORDER BY e.created_at DESC, e.id DESC`,
  );
  return {
    phases: HISTORY_ORDER.map((phase) => ({
      phase,
      label: FLEET_PHASE_LABELS[phase],
      activities: activities.filter((a) => a.LeadFleetFollowUpPhase === phase),
    })).filter((g) => g.activities.length > 0),
    events,
  };
}
