import type { Faker } from '@faker-js/faker';
import type * as s from './schema';

type Schedule = typeof s.agencySchedules.$inferSelect;

/** Mexico City has kept UTC−6 all year since 2022 (README decision). */
const OFFSET_MS = 6 * 3_600_000;
const MINUTE = 60_000;

/** Instants on the agency's local calendar, relative to `now`'s local day. */
export class DemoCalendar {
  private readonly y: number;
  private readonly m: number;
  private readonly d: number;

  constructor(readonly now: Date) {
    const local = new Date(now.getTime() - OFFSET_MS);
    this.y = local.getUTCFullYear();
    this.m = local.getUTCMonth();
    this.d = local.getUTCDate();
  }

  /** The local day `offset` days from today at `minutes` after local midnight. */
  at(offset: number, minutes: number): Date {
    return new Date(Date.UTC(this.y, this.m, this.d + offset) + OFFSET_MS + minutes * MINUTE);
  }

  /** Open [from, to) minutes of that day for the schedule, or null when the agency is closed. */
  hours(schedule: Schedule | undefined, offset: number): [number, number] | null {
    const weekday = new Date(Date.UTC(this.y, this.m, this.d + offset)).getUTCDay();
    const flags = schedule
      ? [schedule.worksOnSunday, schedule.worksOnMonday, schedule.worksOnTuesday, schedule.worksOnWednesday, schedule.worksOnThursday, schedule.worksOnFriday, schedule.worksOnSaturday]
      : [false, true, true, true, true, true, true];
    if (!flags[weekday]) return null;
    const pick = weekday === 0 ? ['openingScheduleSunday', 'closingScheduleSunday'] : weekday === 6 ? ['openingScheduleSaturday', 'closingScheduleSaturday'] : ['openingScheduleWeek', 'closingScheduleWeek'];
    const toMin = (v: string | undefined) => {
      const [h, mm] = (v ?? '00:00').split(':').map(Number);
      return (h ?? 0) * 60 + (mm ?? 0);
    };
    const from = toMin(schedule?.[pick[0] as keyof Schedule] as string | undefined);
    const to = toMin(schedule?.[pick[1] as keyof Schedule] as string | undefined);
    return to > from ? [from, to] : null;
  }

  /**
   * A slot on that day inside opening hours (`step`-minute grid, ending before closing), or null
   * when closed, or when it would not be in the past though `past` is asked.
   */
  slot(faker: Faker, schedule: Schedule | undefined, offset: number, options: { step?: number; past?: boolean; future?: boolean } = {}): Date | null {
    const hours = this.hours(schedule, offset);
    if (!hours) return null;
    const step = options.step ?? 1;
    const last = Math.floor((hours[1] - hours[0] - 30) / step);
    if (last < 0) return null;
    const date = this.at(offset, hours[0] + faker.number.int({ min: 0, max: last }) * step);
    if (options.past && date.getTime() >= this.now.getTime() - 15 * MINUTE) return null;
    if (options.future && date.getTime() <= this.now.getTime()) return null;
    return date;
  }

  /** Tries days from `offsets` until one gives a slot. */
  firstSlot(faker: Faker, schedule: Schedule | undefined, offsets: () => number, options: Parameters<DemoCalendar['slot']>[3] = {}): Date | null {
    for (let attempt = 0; attempt < 25; attempt++) {
      const date = this.slot(faker, schedule, offsets(), options);
      if (date) return date;
    }
    return null;
  }
}
