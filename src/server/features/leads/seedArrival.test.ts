import { describe, expect, it } from 'vitest';
import { withArrival } from './seedRetail';

describe("the demo's started appointments (withArrival)", () => {
  const date = new Date('2026-11-10T16:00:00Z');
  const started = Array.from({ length: 200 }, (_, i) => withArrival({ leadId: i + 1, date, status: 'SUCCESSFUL' as const }));

  it("mostly have a reception arrival, so 'Asistencia a citas' shows arrivals and a wait", () => {
    const arrived = started.filter((a) => a.arrivedAt !== null);
    expect(arrived.length / started.length).toBeGreaterThan(0.6);
    expect(arrived.length).toBeLessThan(started.length);
    for (const a of arrived) {
      expect(Math.abs(a.arrivedAt!.getTime() - date.getTime())).toBeLessThanOrEqual(15 * 60_000);
      const wait = (a.startedAt!.getTime() - a.arrivedAt!.getTime()) / 60_000;
      expect(wait).toBeGreaterThanOrEqual(3);
      expect(wait).toBeLessThanOrEqual(25);
    }
  });

  it('are all started at a time; other appointments are left as they were', () => {
    expect(started.every((a) => a.startedAt instanceof Date)).toBe(true);
    const open = { leadId: 7, date, status: 'CONFIRMED' };
    expect(withArrival(open)).toEqual({ ...open, arrivedAt: null, startedAt: null });
  });
});
