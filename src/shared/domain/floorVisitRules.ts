import { MSG } from '../messages';
import { isValidPhone } from './phone';
import { EMAIL_PATTERN as EMAIL } from './emailPattern';

/** The first invalid field of a wizard step and the spec's message for it (spec §5), or null. */
export interface StepError<F extends string> {
  field: F;
  message: string;
}

export const isValidVisitEmail = (value: string): boolean => EMAIL.test(value.trim());

export type SearchField = 'firstName' | 'lastName' | 'email' | 'phone';
export type VisitSearch = Record<SearchField, string>;

/** Step 1: at least one field; phone exactly 10 digits; e-mail well formed. */
export function validateVisitSearch(values: Partial<VisitSearch>): StepError<SearchField> | null {
  const v = (k: SearchField) => (values[k] ?? '').trim();
  if (!v('firstName') && !v('lastName') && !v('email') && !v('phone')) return { field: 'firstName', message: MSG.atLeastOneField };
  if (v('phone') && !isValidPhone(v('phone'))) return { field: 'phone', message: MSG.phoneTenDigits };
  if (v('email') && !isValidVisitEmail(v('email'))) return { field: 'email', message: MSG.emailFormat };
  return null;
}

/** The find call's query: e-mail, phone and 'first last' name, only those given. */
export function visitSearchQuery(values: Partial<VisitSearch>): Record<string, string> {
  const out: Record<string, string> = {};
  const email = values.email?.trim();
  const phone = values.phone?.trim();
  const name = [values.firstName?.trim(), values.lastName?.trim()].filter(Boolean).join(' ');
  if (email) out.email = email;
  if (phone) out.phone = phone;
  if (name) out.firstAndLastName = name;
  return out;
}

export type NewLeadField = 'firstName' | 'lastName' | 'phone' | 'email' | 'origin' | 'adviser' | 'product' | 'color' | 'quantity' | 'buyType';
export interface NewVisitLead {
  firstName?: string;
  lastName?: string;
  phone?: string;
  email?: string;
  origin?: number | string | null;
  adviser?: number | null;
  product?: number | null;
  color?: number | null;
  quantity?: number | null;
  buyType?: string | null;
}

const REQUIRED: NewLeadField[] = ['firstName', 'lastName', 'phone', 'origin', 'adviser', 'product', 'color', 'quantity', 'buyType'];

/** Step 2: every field but e-mail required, quantity > 0, phone 10 digits, e-mail optional but valid. */
export function validateVisitLead(values: NewVisitLead): StepError<NewLeadField> | null {
  for (const field of REQUIRED) {
    const value = values[field];
    const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
    if (empty || (field === 'quantity' && !(Number(value) > 0))) return { field, message: MSG.missingFields };
  }
  if (!isValidPhone((values.phone ?? '').trim())) return { field: 'phone', message: MSG.phoneTenDigits };
  if (values.email?.trim() && !isValidVisitEmail(values.email)) return { field: 'email', message: MSG.emailFormat };
  return null;
}

/** Quantity input: a non-negative integer is taken; any other input is ignored (the previous value stays). */
export function nextQuantity(input: string, previous: number): number {
  return /^\d+$/.test(input.trim()) ? Number(input.trim()) : previous;
}
