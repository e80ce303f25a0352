import { TEST_DRIVE_SLUG } from '../../../../../shared/domain/constants';
import { FLOOR_VISIT_TYPES } from '../../../../../shared/domain/enums';
import { MSG } from '../../../../../shared/messages';
import type { Lead } from '../types';

/** The history types of the lead history tab (spec §2): 8 with 'Todos'. */
export const HISTORY_TYPES = {
  ALL: 'Todos',
  QUOTE: 'Cotización',
  TEST_DRIVE: 'Prueba de manejo',
  APPOINTMENT: 'Cita',
  FLOOR_VISIT: 'Visita a piso',
  ACTIVITY: 'Actividad',
  PHASE_CHANGE: 'Cambio de fase',
  FIRST_CONTACT: 'Tiempo de primer contacto',
} as const;
export type HistoryType = Exclude<keyof typeof HISTORY_TYPES, 'ALL'>;

export interface HistoryEntry {
  key: string;
  type: HistoryType;
  createdAt: string;
  comments: string;
  /** Label → value pairs shown for the entry. */
  fields: [string, string][];
}

export interface HistoryFilter {
  text: string;
  type: HistoryType | 'ALL';
  /** 'YYYY-MM-DD': matches the start of createdAt. */
  date: string | null;
}

/** Every event of a lead as history entries, newest first. `label` formats enumerations and dates for display. */
export function leadHistory(lead: Lead, fmt: { date(iso: string): string; phase(slug: string): string; status(s: string): string }): HistoryEntry[] {
  const out: HistoryEntry[] = [];
  for (const a of lead.LeadActivities ?? []) {
    const slug = a.LeadActivityType?.slug ?? '';
    if (slug === 'cotizacion') {
      out.push({
        key: `a${a.id}`,
        type: 'QUOTE',
        createdAt: a.createdAt,
        comments: a.comments ?? '',
        fields: [
          ['Canal', a.LeadActivityChannelType?.description ?? '-'],
          ['Modelo', a.Product?.name ?? '-'],
          ['Plazo', a.plazo ? `${a.plazo} meses` : '-'],
          ['Enganche', a.enganche !== null && a.enganche !== undefined ? String(a.enganche) : '-'],
        ],
      });
      continue;
    }
    const fields: [string, string][] = [
      ['Tipo de actividad', a.LeadActivityType?.description ?? slug],
      ['Canal', a.LeadActivityChannelType?.description ?? '-'],
      ['Estatus', a.status === '1' ? 'Exitoso' : a.status === '0' ? 'Fallido' : '-'],
    ];
    if (a.data && typeof a.data === 'object') fields.push(...changeFields(a.data));
    out.push({ key: `a${a.id}`, type: 'ACTIVITY', createdAt: a.createdAt, comments: a.comments ?? '', fields });
  }
  for (const t of lead.LeadTestDriveAppointments ?? []) {
    const isTestDrive = t.type === 'TESTDRIVE' || t.type === TEST_DRIVE_SLUG;
    out.push({
      key: `t${t.id}`,
      type: isTestDrive ? 'TEST_DRIVE' : 'APPOINTMENT',
      createdAt: t.createdAt,
      comments: t.comments ?? '',
      fields: [
        ['Fecha', fmt.date(t.date)],
        ['Modelo', t.Product?.name ?? '-'],
        ['Estatus', fmt.status(String(t.AppointmentStatus ?? t.status ?? ''))],
      ],
    });
  }
  for (const [i, f] of (lead.FloorRegisters ?? []).entries()) {
    out.push({ key: `f${f.id ?? i}`, type: 'FLOOR_VISIT', createdAt: f.createdAt, comments: '', fields: [['Tipo de visita', FLOOR_VISIT_TYPES[f.type as keyof typeof FLOOR_VISIT_TYPES] ?? f.type]] });
  }
  for (const [i, r] of (lead.LeadPhaseRecords ?? []).entries()) {
    out.push({
      key: `p${r.id ?? i}`,
      type: 'PHASE_CHANGE',
      createdAt: r.createdAt,
      comments: r.comments ?? '',
      fields: [
        ['Fase anterior', r.OldPhaseSlug ? fmt.phase(r.OldPhaseSlug) : '-'],
        ['Fase nueva', fmt.phase(r.NewPhaseSlug)],
      ],
    });
  }
  out.push({
    key: 'first-contact',
    type: 'FIRST_CONTACT',
    createdAt: lead.firstResponseTime ?? lead.createdAt,
    comments: '',
    fields: lead.firstResponseTime
      ? [
          ['Primer contacto', fmt.date(lead.firstResponseTime)],
          ['Minutos', String(lead.firstResponseTimeInMinutes ?? '-')],
        ]
      : [['Primer contacto', MSG.noContacted]],
  });
  return out.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** 'Confirmar datos' keeps old and new values: `{ field: { old, new } }` or `{ old: {...}, new: {...} }`. */
function changeFields(data: Record<string, unknown>): [string, string][] {
  const show = (v: unknown): string => (v === null || v === undefined || v === '' ? '-' : typeof v === 'boolean' ? (v ? 'Sí' : 'No') : String(v));
  const pairs: [string, string][] = [];
  const oldV = data.old as Record<string, unknown> | undefined;
  const newV = data.new as Record<string, unknown> | undefined;
  if (oldV && newV && typeof oldV === 'object' && typeof newV === 'object') {
    for (const k of new Set([...Object.keys(oldV), ...Object.keys(newV)])) pairs.push([k, `${show(oldV[k])} → ${show(newV[k])}`]);
    return pairs;
  }
  for (const [k, v] of Object.entries(data)) {
    if (v && typeof v === 'object' && ('old' in v || 'new' in v)) {
      const c = v as { old?: unknown; new?: unknown };
      pairs.push([k, `${show(c.old)} → ${show(c.new)}`]);
    }
  }
  return pairs;
}

export function filterHistory(entries: HistoryEntry[], f: HistoryFilter, localDate: (iso: string) => string): HistoryEntry[] {
  const text = f.text.trim().toLowerCase();
  return entries.filter(
    (e) =>
      (f.type === 'ALL' || e.type === f.type) &&
      (!text || e.comments.toLowerCase().includes(text)) &&
      (!f.date || localDate(e.createdAt).startsWith(f.date)),
  );
}
