import { eq, sql } from 'drizzle-orm';
import type { BusinessCalendar } from '../../../shared/domain/businessClock';
import { addBusinessMinutes, businessMinutesBetween, SLA_WARNING_SHARE } from '../../../shared/domain/businessClock';
import type { AgencySchedule } from '../../../shared/domain/lastContact';
import { setLeadSlaColumns, type LeadSlaColumns } from '../leads';
import { agencies, agencySchedules } from '../../db/tables/org';
import type { DbOrTx } from '../../lib/queryRows';
import { agencySla } from './tables';

/** The phases in which a contact clock runs; elsewhere (cerrado, congelado, futura-venta) it stops. */
export const SLA_PHASES = ['subasta', '1er-contacto', 'seguimiento', 'en-cierre'] as const;

export interface AgencySlaSettings {
  firstContactMinutes: number | null;
  followUpMinutes: number | null;
  returnToSubasta: boolean;
}

// date-holidays is 1.5 MB: loaded on the first clock computed, not when the server starts.
let calendarModule: Promise<typeof import('../../../shared/domain/agencyCalendar')> | undefined;

/**
 * The agency's SLA settings and calendar, in one statement (they were three): what a lead's creation
 * and every contact need, on the busiest paths. The calendar is the weekly schedule (no row: open
 * round the clock, as the last-contact timer counts it), closed on Mexico's official rest days and on
 * the agency's closure days.
 */
export async function slaContextOf(tx: DbOrTx, agencyId: number): Promise<{ settings: AgencySlaSettings | undefined; calendar: () => Promise<BusinessCalendar> }> {
  const [row] = await tx
    .select({
      firstContactMinutes: agencySla.firstContactMinutes,
      followUpMinutes: agencySla.followUpMinutes,
      returnToSubasta: agencySla.returnToSubasta,
      hasSla: sql<boolean>`${agencySla.agencyId} IS NOT NULL`,
      schedule: agencySchedules,
      closures: sql<string[]>`coalesce((SELECT array_agg(c.day::text) FROM agency_closure_days c WHERE c.agency_id = ${agencyId}), '{}')`,
    })
    .from(agencies)
    .leftJoin(agencySla, eq(agencySla.agencyId, agencies.id))
    .leftJoin(agencySchedules, eq(agencySchedules.agencyId, agencies.id))
    .where(eq(agencies.id, agencyId));
  const settings =
    row?.hasSla ? { firstContactMinutes: row.firstContactMinutes, followUpMinutes: row.followUpMinutes, returnToSubasta: row.returnToSubasta! } : undefined;
  return {
    settings,
    calendar: async () => {
      calendarModule ??= import('../../../shared/domain/agencyCalendar');
      const { agencyCalendar } = await calendarModule;
      return agencyCalendar((row?.schedule as AgencySchedule | null | undefined) ?? null, row?.closures ?? []);
    },
  };
}

export interface SlaClock {
  warningAt: Date | null;
  deadline: Date | null;
}

/** The 80 % and 100 % instants of `minutes` of open time from `start`; nulls when the agency never opens. */
export function clockFrom(start: Date, minutes: number, calendar: BusinessCalendar): SlaClock {
  const deadline = addBusinessMinutes(start, minutes, calendar);
  const warningAt = addBusinessMinutes(start, minutes * SLA_WARNING_SHARE, calendar);
  return { deadline: deadline === null ? null : new Date(deadline), warningAt: warningAt === null ? null : new Date(warningAt) };
}

/**
 * The first-contact clock of a lead created at `createdAt`, as the columns to write with it:
 * first_contact_deadline for the reports and the job's alarms (sla_warning_at, sla_deadline, stage 0).
 * {} when the agency has no first-contact target or never opens. Read before the lead's insert, so
 * the row is written once (an UPDATE of these indexed columns right after would write every index
 * of the leads table again).
 */
export async function firstContactClockColumns(
  tx: DbOrTx,
  agencyId: number,
  createdAt: Date,
): Promise<Omit<LeadSlaColumns, 'firstContactMinutes'>> {
  const { settings, calendar } = await slaContextOf(tx, agencyId);
  if (!settings?.firstContactMinutes) return {};
  const clock = clockFrom(createdAt, settings.firstContactMinutes, await calendar());
  if (!clock.deadline) return {};
  return { firstContactDeadline: clock.deadline, slaKind: 'first', slaWarningAt: clock.warningAt, slaDeadline: clock.deadline, slaStage: 0 };
}

/** Starts the first-contact clock of a lead already written (firstContactClockColumns, then one UPDATE). */
export async function startFirstContactClock(tx: DbOrTx, lead: { id: number; agencyId: number; createdAt: Date }): Promise<void> {
  const columns = await firstContactClockColumns(tx, lead.agencyId, lead.createdAt);
  if (Object.keys(columns).length) await setLeadSlaColumns(tx, lead.id, columns);
}

/**
 * A contact with the lead (a contact activity, confirming data, the first-response mark): the first
 * one keeps its open-time minutes (first_contact_minutes); any contact restarts the follow-up clock
 * from `now`, or stops the clock when the agency has no follow-up target. The lead's columns that
 * say so, for the contact's own UPDATE (leads' 'contacted' step), from the lead as it was before it.
 */
export async function slaContactColumns(
  tx: DbOrTx,
  lead: { id: number; agencyId: number; createdAt: Date; firstResponseTime: Date | null; firstContactMinutes?: number | null },
  now: Date,
): Promise<LeadSlaColumns> {
  const context = await slaContextOf(tx, lead.agencyId);
  const settings = context.settings;
  const first = lead.firstResponseTime === null;
  if (!settings && !first) return {};
  const calendar = settings?.firstContactMinutes || settings?.followUpMinutes || first ? await context.calendar() : undefined;
  const patch: LeadSlaColumns = { slaKind: null, slaWarningAt: null, slaDeadline: null, slaStage: null };
  if (first && calendar) patch.firstContactMinutes = Math.round(businessMinutesBetween(lead.createdAt, now, calendar));
  if (settings?.followUpMinutes && calendar) {
    const clock = clockFrom(now, settings.followUpMinutes, calendar);
    if (clock.deadline) Object.assign(patch, { slaKind: 'follow-up', slaWarningAt: clock.warningAt, slaDeadline: clock.deadline, slaStage: 0 });
  }
  return patch;
}
