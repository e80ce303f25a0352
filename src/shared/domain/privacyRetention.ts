/**
 * Cancellation's second stage (issue 54, LFPDPPP): when the retention period of blocked data ends, its
 * personal fields are replaced by this fixed token, so the rows (ids, agency, dates, phases, products,
 * amounts, relations) and with them every total, dashboard and history stay as they were.
 */
export const ERASED_TOKEN = '[suprimido]';

/** The retention settings' ranges in days (the admin edits them beside the ARCO period). */
export const RETENTION_LIMITS = {
  /** A lost (frozen) lead kept in use before it is blocked: one month to ten years; null: never by age. */
  lostLeadBlockDays: { min: 30, max: 3650 },
  /** Blocked data kept before deletion: a day (delete almost at once) to ten years. */
  blockedEraseDays: { min: 1, max: 3650 },
  /** Records tied to a sale: the fiscal period (CFF art. 30, five years) at least, up to ten years. */
  saleEraseDays: { min: 1825, max: 3650 },
} as const;

export const RETENTION_DEFAULTS = { lostLeadBlockDays: null, blockedEraseDays: 365, saleEraseDays: 1825 } as const;

export interface RetentionPeriods {
  blockedEraseDays: number;
  saleEraseDays: number;
}

/**
 * Days a blocked record waits before deletion: a record tied to a sale keeps the fiscal period when
 * that is longer than the blocking period (never shorter: the sale's papers must survive).
 */
export function eraseAfterDays(periods: RetentionPeriods, tiedToSale: boolean): number {
  return tiedToSale ? Math.max(periods.saleEraseDays, periods.blockedEraseDays) : periods.blockedEraseDays;
}

/** The instant before which a record blocked must have been to be erased at `now`. */
export function eraseCutoff(now: Date, periods: RetentionPeriods, tiedToSale: boolean): Date {
  return new Date(now.getTime() - eraseAfterDays(periods, tiedToSale) * 86_400_000);
}

/** A retention run's report for one agency: what it blocked and erased, per kind of record. */
export interface RetentionRun {
  at: string;
  /** Lost leads blocked by age in this run. */
  blockedLeads: number;
  /** Records whose personal fields were erased, by kind ('lead', 'fleet-lead', …). */
  erased: Record<string, number>;
  /** The run stopped at its batch limit: the next run goes on. */
  more: boolean;
}

const range = (what: string, { min, max }: { min: number; max: number }) => `${what} debe ser un número entero de días entre ${min} y ${max}`;

/** The retention settings' Spanish texts (the admin's screen and the API's 400s). */
export const RETENTION_MSG = {
  lostLeadBlockDays: range('El plazo para bloquear un lead perdido', RETENTION_LIMITS.lostLeadBlockDays),
  blockedEraseDays: range('El plazo para suprimir datos bloqueados', RETENTION_LIMITS.blockedEraseDays),
  saleEraseDays: range('El plazo para suprimir datos ligados a una venta', RETENTION_LIMITS.saleEraseDays),
  arcoBusinessDays: 'El plazo de respuesta debe ser un número entero de días hábiles entre 1 y 60',
} as const;
