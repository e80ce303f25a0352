import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import { dayRange, localDay, localTime } from '../../../shared/domain/agendaRange';
import { APPOINTMENT_TYPE_LABELS } from '../../../shared/domain/phases';
import { distinctShortNames, shortPersonName } from '../../../shared/domain/shortName';
import type { Db } from '../../db/client';
import { leads } from '../../db/schema';
import { appointments } from './tables';
import { users } from '../../db/tables/org';
import { adviserName, leadName } from './appointmentRows';

const OPEN = ['SCHEDULED', 'CONFIRMED'];

/**
 * The showroom board's rows: today's (Mexico City) open appointments of one agency, in time order.
 * One query for the staff-opened board and the paired display station, so both show the same.
 */
export async function waitingListRows(db: Db, agencyId: number) {
  const { from, to } = dayRange(localDay(new Date()));
  const rows = await db
    .select({
      id: appointments.id,
      nombre_cliente: leadName,
      firstName: leads.firstName,
      lastName: leads.lastName,
      type: appointments.type,
      asesor: adviserName,
      adviserFirstName: users.firstName,
      adviserLastName: users.lastName,
      date: appointments.date,
    })
    .from(appointments)
    .innerJoin(leads, eq(leads.id, appointments.leadId))
    .leftJoin(users, eq(users.id, appointments.userId))
    .where(and(eq(appointments.agencyId, agencyId), inArray(appointments.status, OPEN), gte(appointments.date, from), lt(appointments.date, to)))
    .orderBy(asc(appointments.date), asc(appointments.id));
  // Short names that still tell today's clients apart ('Alejandra Villaseñor R.' and '… G.').
  const clientNames = distinctShortNames(rows);
  return rows.map((row, i) => ({
    id: row.id,
    nombre_cliente: row.nombre_cliente,
    tipo: APPOINTMENT_TYPE_LABELS[row.type === 'TESTDRIVE' ? 'TESTDRIVE' : 'ACTIVITY'],
    asesor: row.asesor ?? '',
    hora: localTime(row.date),
    date: row.date,
    // The board shows short names from across the room (first name and first surname).
    nombre_corto: clientNames[i] ?? shortPersonName(row.firstName, row.lastName),
    asesor_corto: row.adviserFirstName ? shortPersonName(row.adviserFirstName, row.adviserLastName ?? '') : '',
  }));
}
