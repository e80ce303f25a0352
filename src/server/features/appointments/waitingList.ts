import { and, asc, eq, gte, inArray, isNotNull, lt, or } from 'drizzle-orm';
import { dayRange, localDay, localTime } from '../../../shared/domain/agendaRange';
import { APPOINTMENT_TYPE_LABELS } from '../../../shared/domain/phases';
import { distinctShortNames, shortPersonName } from '../../../shared/domain/shortName';
import { BOARD_ATTENDING_MS } from '../../../shared/domain/waitingBoard';
import type { Db } from '../../db/client';
import { appointments } from './tables';
import { users } from '../../db/tables/org';
import { adviserName, leadName } from './appointmentRows';
import { leadColumns, leadListJoin } from '../leads/doors/listJoin';

const OPEN = ['SCHEDULED', 'CONFIRMED'];

/**
 * The showroom board's rows: today's (Mexico City) open appointments of one agency, in time order,
 * with when each client arrived and when a started one began (the board says 'Por llegar',
 * 'Retrasada', 'En sala (desde 11:04)', 'Atendiendo'); a started one stays BOARD_ATTENDING_MS.
 * One query for the staff-opened board and the paired display station, so both show the same.
 */
export async function waitingListRows(db: Db, agencyId: number, now = new Date()) {
  const { from, to } = dayRange(localDay(now));
  const rows = await db
    .select({
      id: appointments.id,
      nombre_cliente: leadName,
      firstName: leadColumns.firstName,
      lastName: leadColumns.lastName,
      type: appointments.type,
      asesor: adviserName,
      adviserFirstName: users.firstName,
      adviserLastName: users.lastName,
      date: appointments.date,
      arrivedAt: appointments.arrivedAt,
      startedAt: appointments.startedAt,
    })
    .from(appointments)
    .innerJoin(...leadListJoin(appointments.leadId))
    .leftJoin(users, eq(users.id, appointments.userId))
    .where(
      and(
        eq(appointments.agencyId, agencyId),
        or(
          inArray(appointments.status, OPEN),
          and(eq(appointments.status, 'SUCCESSFUL'), isNotNull(appointments.startedAt), gte(appointments.startedAt, new Date(now.getTime() - BOARD_ATTENDING_MS))),
        ),
        gte(appointments.date, from),
        lt(appointments.date, to),
      ),
    )
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
    arrivedAt: row.arrivedAt,
    startedAt: row.startedAt,
  }));
}

/** A staff row as the TV board shows it: the unattended display station gets nothing more (issue 51). */
export function boardRowOf(row: Awaited<ReturnType<typeof waitingListRows>>[number]) {
  const { id, tipo, hora, date, nombre_corto, asesor_corto, arrivedAt, startedAt } = row;
  return { id, tipo, hora, date, nombre_corto, asesor_corto, arrivedAt, startedAt };
}
