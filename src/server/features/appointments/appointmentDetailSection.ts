import { desc, eq, sql } from 'drizzle-orm';
import { products } from '../../db/tables/catalog';
import { users } from '../../db/tables/org';
import type { LeadDetailSection } from '../leads/doors/pipelines';
import { appointments } from './tables';

const userName = sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`;

/**
 * appointments' section of the lead detail (registered into leads' leadDetailSections in
 * featureWiring.ts): the lead's test drives and appointments, newest first, in one query.
 */
export const appointmentDetailSection: LeadDetailSection<'appointments'> = async (db, { lead }) => {
  const rows = await db
    .select({ a: appointments, p: { id: products.id, name: products.name, model: products.model }, userName })
    .from(appointments)
    .leftJoin(products, eq(products.id, appointments.productId))
    .leftJoin(users, eq(users.id, appointments.userId))
    .where(eq(appointments.leadId, lead.id))
    .orderBy(desc(appointments.date));
  return {
    LeadTestDriveAppointments: rows.map(({ a, p, userName: un }) => ({
      id: a.id,
      type: a.type,
      date: a.date,
      comments: a.comments,
      AppointmentStatus: a.status,
      status: a.status,
      realizada_hoy: a.realizadaHoy,
      evidenceUrl: a.evidenceFileId ? `/api/lead/TestDriveAppointment/${a.id}/evidence` : null,
      ProductId: a.productId,
      Product: p?.id ? p : null,
      UserId: a.userId,
      userName: un,
      AgencyId: a.agencyId,
      arrivedAt: a.arrivedAt,
      createdAt: a.createdAt,
    })),
  };
};
