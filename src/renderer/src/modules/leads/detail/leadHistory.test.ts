import { describe, expect, it } from 'vitest';
import type { Lead } from '../types';
import { filterHistory, leadHistory } from './leadHistory';

const fmt = { date: (s: string) => s, phase: (s: string) => s.toUpperCase(), status: (s: string) => s };
const lead = {
  id: 1,
  firstName: 'A',
  lastName: 'B',
  createdAt: '2026-03-01T10:00:00Z',
  leadPhase: { slug: 'seguimiento', description: 'Seguimiento' },
  LeadActivities: [
    { id: 1, createdAt: '2026-03-02T10:00:00Z', comments: 'Llamó el CLIENTE', status: '1', LeadActivityType: { slug: 'llamada', description: 'Llamada' } },
    { id: 2, createdAt: '2026-03-03T10:00:00Z', comments: 'cotizó', plazo: 24, enganche: 1000, LeadActivityType: { slug: 'cotizacion', description: 'Cotización' } },
    {
      id: 3,
      createdAt: '2026-03-05T10:00:00Z',
      comments: '',
      status: '1',
      LeadActivityType: { slug: 'confirmar-datos', description: 'Confirmar datos' },
      data: { bank: { old: null, new: 'cetelem' } },
    },
  ],
  LeadPhaseRecords: [{ createdAt: '2026-03-04T10:00:00Z', OldPhaseSlug: '1er-contacto', NewPhaseSlug: 'seguimiento' }],
  LeadTestDriveAppointments: [{ id: 9, createdAt: '2026-03-04T11:00:00Z', date: '2026-03-06T10:00:00Z', type: 'TESTDRIVE', AppointmentStatus: 'SCHEDULED' }],
} as unknown as Lead;

describe('lead history', () => {
  const entries = leadHistory(lead, fmt);

  it('lists every event newest first with its type, and No contactado without a first response', () => {
    expect(entries.map((e) => e.type)).toEqual(['ACTIVITY', 'TEST_DRIVE', 'PHASE_CHANGE', 'QUOTE', 'ACTIVITY', 'FIRST_CONTACT']);
    expect(entries.at(-1)?.fields).toEqual([['Primer contacto', 'No contactado']]);
    expect(entries[0]?.fields).toContainEqual(['bank', '- → cetelem']);
    expect(entries.find((e) => e.type === 'QUOTE')?.fields).toContainEqual(['Plazo', '24 meses']);
  });

  it('filters comments case-insensitively, by type and by the start of the date', () => {
    const id = (s: string) => s;
    expect(filterHistory(entries, { text: 'cliente', type: 'ALL', date: null }, id).map((e) => e.key)).toEqual(['a1']);
    expect(filterHistory(entries, { text: '', type: 'PHASE_CHANGE', date: null }, id)).toHaveLength(1);
    expect(filterHistory(entries, { text: '', type: 'ALL', date: '2026-03-04' }, id).map((e) => e.type)).toEqual(['TEST_DRIVE', 'PHASE_CHANGE']);
  });
});
