import type { Dayjs } from 'dayjs';

/**
 * The picker's wall-clock value read as America/Mexico_City time, as epoch ms (spec §7: appointment
 * dates are converted from Mexico City time to UTC). Mexico has had no DST since 2022: UTC-6.
 */
export function mexicoCityToEpoch(value: Dayjs): number {
  return Date.UTC(value.year(), value.month(), value.date(), value.hour() + 6, value.minute(), 0);
}
