import { col, exportSpec, type ListExport } from '../../lib/listExport/exportColumns';

type Obj = Record<string, unknown>;

/** The attendance card's rows as one sheet: the period, the previous one, then each adviser and each origin. */
function attendanceRows(answer: unknown): Obj[] {
  const data = (answer as { data?: { period: Obj; previous: Obj; byAdviser: Obj[]; byOrigin: Obj[] } }).data;
  if (!data) return [];
  return [
    { ...data.period, section: 'Periodo', label: `${String(data.period.start)} a ${String(data.period.end)}` },
    { ...data.previous, section: 'Periodo anterior', label: `${String(data.previous.start)} a ${String(data.previous.end)}` },
    ...data.byAdviser.map((r) => ({ ...r, section: 'Asesor' })),
    ...data.byOrigin.map((r) => ({ ...r, section: 'Origen' })),
  ];
}

/** The dashboard's exportable figures (GET <card>?format=xlsx|csv), keyed by the card's route. */
export const REPORT_LIST_EXPORTS: Readonly<Record<string, ListExport>> = {
  '/api/lead/AppointmentAttendance': {
    spec: exportSpec(
      'asistencia-citas',
      'Asistencia a citas',
      [
        col.text('Sección', 'section', 16),
        col.text('Nombre', 'label', 30),
        col.number('Agendadas', 'booked'),
        col.number('Llegaron', 'arrived'),
        col.number('Iniciadas', 'started'),
        col.number('No asistieron', 'noShow', 14),
        col.number('Asistencia %', 'showRate', 14),
        col.number('Espera promedio (min)', 'averageWait', 20),
      ],
      attendanceRows,
    ),
  },
};
