import { z } from 'zod';
import { SLA_MSG } from '../domain/slaMessages';

/** A target in open-time minutes: a whole number 1..10080 (a week), or null (no target). */
const target = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z.number({ message: SLA_MSG.targetPositive }).int(SLA_MSG.targetPositive).min(1, SLA_MSG.targetPositive).max(10_080, SLA_MSG.targetPositive).nullable(),
);

/** 'YYYY-MM-DD' that is a real calendar day. */
const day = z
  .string({ message: SLA_MSG.closureDayInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, SLA_MSG.closureDayInvalid)
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && v >= '2000-01-01' && v <= '2100-12-31';
  }, SLA_MSG.closureDayInvalid);

/** An agency's contact SLA (issue 30): the settings screen's form and PUT /agency/sla/:id body. */
export const agencySlaSchema = z.object({
  firstContactMinutes: target,
  followUpMinutes: target,
  returnToSubasta: z.boolean().default(false),
  closureDays: z
    .array(z.object({ day, description: z.string().trim().max(120).nullable().optional() }))
    .max(366)
    .default([]),
});
export type AgencySlaInput = z.input<typeof agencySlaSchema>;
export type AgencySla = z.output<typeof agencySlaSchema>;
