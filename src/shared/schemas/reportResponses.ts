import { z } from 'zod';
import { dataOf, wireDay, type Wire } from './wire';

/** The dashboard reports' answers (spec §3 Dashboard responses, issue 41) and the contact SLA's (issue 30). */

/** 'Funnel Ventas' (GET /lead/ByAllPhases). */
export const funnelReportSchema = z.object({
  labels: z.array(z.string()),
  amounts: z.array(z.number()),
  percentages: z.array(z.number()),
  TotalVentas: z.number(),
  TotalLeads: z.number(),
  /** Average first-contact time in minutes; null when no lead was contacted. */
  Time: z.number().nullable(),
});
export type FunnelReport = Wire<typeof funnelReportSchema>;

/** 'Estados Leads' (GET /lead/ByPhase). */
export const statusReportSchema = z.object({
  labels: z.array(z.string()),
  amounts: z.array(z.number()),
  percentages: z.array(z.number()),
  TotalLeads: z.number(),
});
export type StatusReport = Wire<typeof statusReportSchema>;

/** 'Leads por Modelo' (GET /lead/InterestByModel). */
export const interestReportSchema = z.object({
  title: z.string(),
  models: z.array(z.string()),
  amounts: z.array(z.number()),
  percentages: z.array(z.number()),
});
export type InterestReport = Wire<typeof interestReportSchema>;

/** Leads by origin (GET /lead/ByOrigin). */
export const originReportSchema = z.object({
  labels: z.array(z.string()),
  /** This period. */
  data1: z.array(z.number()),
  /** The same days of the previous month. */
  data2: z.array(z.number()),
});
export type OriginReport = Wire<typeof originReportSchema>;

/** 'Tiempo de respuesta' (GET /lead/ResponseTime, issue 30). */
export const responseTimeReportSchema = z.object({
  leads: z.number(),
  contacted: z.number(),
  withinTarget: z.number(),
  /** Percentage of the decided leads contacted in time; null when none. */
  withinTargetShare: z.number().nullable(),
  /** Median open-time minutes to the first contact; null when nobody was contacted. */
  medianFirstResponseMinutes: z.number().nullable(),
  breachesByAdviser: z.array(z.object({ userId: z.number().nullable(), adviser: z.string(), breaches: z.number() })),
  totalBreaches: z.number(),
});
export type ResponseTimeReport = Wire<typeof responseTimeReportSchema>;

export const funnelReportAnswer = dataOf(funnelReportSchema);
export const statusReportAnswer = dataOf(statusReportSchema);
export const interestReportAnswer = dataOf(interestReportSchema);
export const originReportAnswer = dataOf(originReportSchema);
export const responseTimeReportAnswer = dataOf(responseTimeReportSchema);

/** An agency's contact SLA as GET/PUT /agency/sla/:id answer it. */
export const agencySlaAnswerSchema = z.object({
  agencyId: z.number(),
  firstContactMinutes: z.number().nullable(),
  followUpMinutes: z.number().nullable(),
  returnToSubasta: z.boolean(),
  closureDays: z.array(z.object({ day: wireDay, description: z.string().nullable() })),
});
export type AgencySlaAnswer = Wire<typeof agencySlaAnswerSchema>;
export const agencySlaAnswer = dataOf(agencySlaAnswerSchema);
export const agencySlaSavedAnswer = dataOf(agencySlaAnswerSchema).extend({ message: z.string() });

/** 'Asistencia a citas' (GET /lead/AppointmentAttendance, the arrival loop): one period's figures. */
const attendanceFiguresSchema = z.object({
  booked: z.number(),
  arrived: z.number(),
  started: z.number(),
  noShow: z.number(),
  /** % of the booked appointments whose hour has passed whose client came (arrived or started). */
  showRate: z.number(),
  /** Minutes from arrival to 'Iniciar cita', on average; null when none had both. */
  averageWait: z.number().nullable(),
});
const attendanceGroupSchema = attendanceFiguresSchema.extend({ key: z.string(), label: z.string() });
export const attendanceReportSchema = z.object({
  period: attendanceFiguresSchema.extend({ start: z.string(), end: z.string() }),
  /** The period of the same length just before it. */
  previous: attendanceFiguresSchema.extend({ start: z.string(), end: z.string() }),
  byAdviser: z.array(attendanceGroupSchema),
  byOrigin: z.array(attendanceGroupSchema),
});
export type AttendanceReport = Wire<typeof attendanceReportSchema>;
export const attendanceReportAnswer = dataOf(attendanceReportSchema);
