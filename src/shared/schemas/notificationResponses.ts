import { z } from 'zod';
import { NOTIFICATION_TYPES } from '../domain/phases';
import { wireEnum } from './appointmentResponses';
import { dataOf, wireDateTime, type Wire } from './wire';

/** The bell's answers (issue 41): GET /notification/:userId and PATCH /notification/discard/:id. */

export const appNotificationSchema = z.object({
  id: z.number(),
  type: wireEnum(NOTIFICATION_TYPES),
  title: z.string(),
  description: z.string(),
  createdAt: wireDateTime,
  readen: z.boolean(),
  LeadId: z.number().nullable(),
  /** A fleet lead's notice (its client's WhatsApp message, issue 53): what the bell opens instead of a lead. */
  LeadFleetId: z.number().nullable(),
});
export type AppNotification = Wire<typeof appNotificationSchema>;
export const notificationsAnswer = dataOf(z.array(appNotificationSchema));
export const notificationDiscardedAnswer = dataOf(z.object({ id: z.number(), readen: z.boolean() }));
