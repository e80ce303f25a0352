import { sql } from 'drizzle-orm';
import { APPOINTMENT_TYPE_LABELS } from '../../../shared/domain/phases';
import { appointments } from './tables';
import { products } from '../../db/tables/catalog';
import { agencies, users } from '../../db/tables/org';
import { leadColumns, leadListJoin } from '../leads/doors/listJoin';
import { rowSelect } from '../../lib/list/tableColumns';
import { appointmentRowSchema } from '../../../shared/schemas/appointmentResponses';

/** The client's name, from the lead each list joins (leads' leadListJoin). */
export const leadName = leadColumns.name;
export const adviserName = sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`;
/** 'Cita' or 'Prueba de manejo', computed in SQL so the list can sort on it. */
export const typeLabel = sql<string>`case ${appointments.type} when 'TESTDRIVE' then ${APPOINTMENT_TYPE_LABELS.TESTDRIVE} else ${APPOINTMENT_TYPE_LABELS.ACTIVITY} end`;

/**
 * The appointment row of spec §3 plus the raw type and ids the screens act with (appointmentRowSchema):
 * its own columns by name (lib/list/tableColumns.ts), read under the table's own name as the list's
 * WHERE and sorts (drizzle's columns) name it; the client, type label, adviser, model and agency computed.
 */
export const APPOINTMENT_ROW_SELECT = rowSelect(appointmentRowSchema.shape, appointments, 'appointments', {
  name: sql`${leadName}`,
  // The name's parts, so a list tells apart two clients whose shown name is alike (shortName.ts).
  firstName: sql`${leadColumns.firstName}`,
  lastName: sql`${leadColumns.lastName}`,
  Type: sql`${typeLabel}`,
  User: sql`${adviserName}`,
  Product: sql`${products.name}`,
  AppointmentStatus: sql`${appointments.status}`,
  agencyName: sql`${agencies.name}`,
  email: sql`${leadColumns.email}`,
  phone: sql`${leadColumns.phone}`,
});

/** What APPOINTMENT_ROW_SELECT reads: the appointment, its lead (a blocked one's leave the list), agency, adviser and model. */
export const APPOINTMENT_ROW_FROM = sql`FROM ${appointments}
  INNER JOIN ${sql.join(leadListJoin(appointments.leadId), sql` ON `)}
  INNER JOIN ${agencies} ON ${agencies.id} = ${appointments.agencyId}
  LEFT JOIN ${users} ON ${users.id} = ${appointments.userId}
  LEFT JOIN ${products} ON ${products.id} = ${appointments.productId}`;
