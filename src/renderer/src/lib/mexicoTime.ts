import dayjs, { type Dayjs } from 'dayjs';
import { AGENCY_TIME_ZONE } from '../../../shared/domain/constants';
import { openingSpan, type AgencySchedule } from '../../../shared/domain/lastContact';

/**
 * Every date a user types is the agency's wall clock: America/Mexico_City (spec §7), whatever the
 * workstation's own zone. A picker's Dayjs holds what was typed (year…minute) in the local zone;
 * these read those fields as Mexico City time. Mexico has had no DST since 2022: UTC−6.
 */
export function mexicoCityToEpoch(value: Dayjs): number {
  return Date.UTC(value.year(), value.month(), value.date(), value.hour() + 6, value.minute(), 0);
}

/** The typed date as the UTC ISO string the API takes. */
export function mexicoCityIso(value: Dayjs): string {
  return new Date(mexicoCityToEpoch(value)).toISOString();
}

/** Mexico City's current wall clock as a picker value (to compare typed dates with "now"). */
export function mexicoCityNow(): Dayjs {
  const now = dayjs().tz(AGENCY_TIME_ZONE);
  return dayjs(new Date(now.year(), now.month(), now.date(), now.hour(), now.minute(), now.second()));
}

export interface PickerRules {
  disabledDate(day: Dayjs): boolean;
  disabledTime(day: Dayjs | null): { disabledHours(): number[]; disabledMinutes(hour: number): number[] };
}

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);

/**
 * What a date picker offers: the agency's open days and hours (from its schedule, when it has one)
 * and, where the rule forbids the past, nothing before now in Mexico City.
 */
export function pickerRules(schedule: AgencySchedule | null | undefined, options: { allowPast: boolean }): PickerRules {
  const span = (day: Dayjs) => (schedule ? openingSpan(schedule, day.day()) : ([0, 24 * 3600] as [number, number]));
  return {
    disabledDate: (day) => {
      if (!options.allowPast && day.isBefore(mexicoCityNow(), 'day')) return true;
      return span(day) === null;
    },
    disabledTime: (day) => {
      const s = day ? span(day) : null;
      const [open, close] = s ?? [0, 24 * 3600];
      const now = mexicoCityNow();
      const today = !options.allowPast && day?.isSame(now, 'day');
      const firstHour = Math.max(Math.floor(open / 3600), today ? now.hour() : 0);
      const lastHour = Math.ceil(close / 3600) - 1;
      return {
        disabledHours: () => [...range(0, firstHour), ...range(lastHour + 1, 24)],
        disabledMinutes: (hour) => (today && hour === now.hour() ? range(0, now.minute()) : []),
      };
    },
  };
}

/**
 * Why a picker refuses a date typed in full ('past' or 'closed'), or undefined when it takes it:
 * a refused typed date is otherwise silently cleared, and the user is told nothing.
 */
export function pickerRefusal(schedule: AgencySchedule | null | undefined, day: Dayjs, options: { allowPast: boolean }): 'past' | 'closed' | undefined {
  if (!options.allowPast && day.isBefore(mexicoCityNow(), 'minute')) return 'past';
  const rules = pickerRules(schedule, options);
  if (rules.disabledDate(day)) return 'closed';
  const time = rules.disabledTime(day);
  if (time.disabledHours().includes(day.hour()) || time.disabledMinutes(day.hour()).includes(day.minute())) return 'closed';
  return undefined;
}
