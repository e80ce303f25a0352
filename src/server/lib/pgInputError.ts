import { MSG } from '../../shared/messages';
import { SECURITY_MSG } from '../../shared/domain/securityMessages';

export interface InputError {
  code: string;
  status: number;
  message: string;
}

/** SQLSTATEs that only malformed or stale input causes, with the answer each gets. */
const BY_CODE: Record<string, { status: number; message: string }> = {
  '22P02': { status: 400, message: MSG.invalidData }, // invalid_text_representation ('abc' for an integer)
  '22003': { status: 400, message: MSG.invalidData }, // numeric_value_out_of_range (2^31 in an int4, 1e21 in money)
  '22007': { status: 400, message: MSG.invalidDate }, // invalid_datetime_format
  '22008': { status: 400, message: MSG.invalidDate }, // datetime_field_overflow (year 0, 2024-13-45)
  '22001': { status: 400, message: MSG.invalidData }, // string_data_right_truncation
  '22021': { status: 400, message: MSG.invalidData }, // character_not_in_repertoire (NUL)
  '22023': { status: 400, message: MSG.invalidData }, // invalid_parameter_value
  '22004': { status: 400, message: MSG.invalidData }, // null_value_not_allowed
  '23502': { status: 400, message: MSG.invalidData }, // not_null_violation
  '23514': { status: 400, message: MSG.invalidData }, // check_violation
  '23505': { status: 409, message: SECURITY_MSG.recordExists }, // unique_violation
  '54000': { status: 400, message: MSG.invalidData }, // program_limit_exceeded (an index row too large)
};

/** The PostgreSQL (or PGlite) error in a thrown value or its causes (Drizzle wraps the driver's error). */
function pgErrorOf(error: unknown): { code: string; message: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return { code: candidate.code, message: typeof candidate.message === 'string' ? candidate.message : '' };
    }
    current = candidate.cause;
  }
  return undefined;
}

/**
 * The 4xx answer for a database error caused by the request's input, or undefined for a real fault.
 * A foreign key naming a record that does not exist is 404; one still referenced by others is 409.
 * NUL bytes in a JSON body also come back from the drivers as plain errors without SQLSTATE.
 */
export function inputErrorOf(error: unknown): InputError | undefined {
  const pg = pgErrorOf(error);
  if (pg) {
    if (pg.code === '23503') {
      // 'update or delete on table … violates foreign key' (detail: 'is still referenced'): the row is in use.
      return /^update or delete on table|still referenced|todavía/i.test(pg.message)
        ? { code: pg.code, status: 409, message: SECURITY_MSG.recordInUse }
        : { code: pg.code, status: 404, message: MSG.notFoundRecord };
    }
    const known = BY_CODE[pg.code];
    return known ? { code: pg.code, ...known } : undefined;
  }
  const message = error instanceof Error ? error.message : '';
  if (/invalid byte sequence|\\u0000 cannot be converted|unsupported Unicode escape/.test(message)) {
    return { code: '22021', status: 400, message: MSG.invalidData };
  }
  // An unparseable date reaching a driver's serializer (new Date('x').toISOString()).
  if (error instanceof RangeError && /Invalid time value/.test(message)) return { code: '22007', status: 400, message: MSG.invalidDate };
  return undefined;
}
