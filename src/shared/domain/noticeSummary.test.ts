import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from './phases';
import { summariseNotices } from './noticeSummary';

describe('the summary of a flood of notices', () => {
  it('names the type when they are all of one, else counts notifications', () => {
    expect(summariseNotices(Array(50).fill('INACTIVE_LEAD'))).toEqual({ text: 'Tienes 50 leads sin contacto', type: 'INACTIVE_LEAD', count: 50 });
    expect(summariseNotices(['NEW_LEAD', 'NEW_LEAD', 'APPOINTMENT_TODAY', 'NEW_LEAD'])).toEqual({ text: 'Tienes 4 notificaciones nuevas', type: null, count: 4 });
    expect(summariseNotices(Array(1200).fill('SLA_BREACH')).text).toBe('Tienes 1,200 leads fuera de tiempo');
    // A type this client does not know yet (a newer API) still reads well.
    expect(summariseNotices(Array(5).fill('SOMETHING_NEW')).text).toBe('Tienes 5 notificaciones nuevas');
  });

  it('has a sentence for every notification type', () => {
    for (const type of NOTIFICATION_TYPES) expect(summariseNotices([type, type, type, type]).text, type).toMatch(/\b4\b/);
  });
});
