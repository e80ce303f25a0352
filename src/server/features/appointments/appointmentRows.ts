import { sql } from 'drizzle-orm';
import { APPOINTMENT_TYPE_LABELS } from '../../../shared/domain/phases';
import { appointments } from './tables';
import { products } from '../../db/tables/catalog';
import { agencies, users } from '../../db/tables/org';
import { leadColumns } from '../leads/doors/listJoin';

/** The client's name, from the lead each list joins (leads' leadListJoin). */
export const leadName = leadColumns.name;
export const adviserName = sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`;
/** 'Cita' or 'Prueba de manejo', computed in SQL so the list can sort on it. */
export const typeLabel = sql<string>`case ${appointments.type} when 'TESTDRIVE' then ${APPOINTMENT_TYPE_LABELS.TESTDRIVE} else ${APPOINTMENT_TYPE_LABELS.ACTIVITY} end`;

/** The appointment row of spec §3 plus the raw type and ids the screens act with. */
export const appointmentRowColumns = {
  id: appointments.id,
  LeadId: appointments.leadId,
  name: leadName,
  // The name's parts, so a list tells apart two clients whose shown name is alike (shortName.ts).
  firstName: leadColumns.firstName,
  lastName: leadColumns.lastName,
  Type: typeLabel,
  type: appointments.type,
  User: adviserName,
  UserId: appointments.userId,
  Product: products.name,
  ProductId: appointments.productId,
  date: appointments.date,
  AppointmentStatus: appointments.status,
  comments: appointments.comments,
  AgencyId: appointments.agencyId,
  agencyName: agencies.name,
  email: leadColumns.email,
  phone: leadColumns.phone,
  arrivedAt: appointments.arrivedAt,
};
