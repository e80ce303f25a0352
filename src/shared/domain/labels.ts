import { AGES, BANKS, BUY_TYPES, DISABLE_TYPES, FLOOR_VISIT_TYPES, GENDERS, LEAD_ASSIGNMENT_RULES, MARITAL_STATUSES, PAYMENT_METHODS, SALE_CONDITIONS, SECTORS, USER_GENDERS, ACTIVITY_STATUS, HAS_CHARGER } from './enums';
import { APPOINTMENT_STATUS_LABELS, APPOINTMENT_TYPE_LABELS, LEAD_PHASE_LABELS, SALE_STAGE_LABELS, SUB_STATUS_LABELS } from './phases';
import { DUPLICATE_REASON_LABELS } from './duplicateMessages';
import { COMPANY_STATUS_LABELS, FLEET_LEAD_STATUS_LABELS } from './fleetConstants';
import { ROLE_LABELS } from './roles';
import { SLA_STATE_LABELS } from './slaMessages';

/**
 * The one label map: every enumeration a screen shows, by its stored value. Screens call
 * `labelOf(kind, value)` and never print a raw code ('credito', 'cetelem', 'nuevo').
 */
export const ENUM_LABELS = {
  buyType: BUY_TYPES,
  saleCondition: SALE_CONDITIONS,
  paymentMethod: PAYMENT_METHODS,
  bank: BANKS,
  gender: GENDERS,
  userGender: USER_GENDERS,
  maritalStatus: MARITAL_STATUSES,
  sector: SECTORS,
  age: AGES,
  hasCharger: HAS_CHARGER,
  activityStatus: ACTIVITY_STATUS,
  floorVisitType: FLOOR_VISIT_TYPES,
  floorVisitOrigin: { NEW: 'Nuevo', EXISTING: 'Existente' },
  companyStatus: COMPANY_STATUS_LABELS,
  fleetLeadStatus: FLEET_LEAD_STATUS_LABELS,
  disableType: DISABLE_TYPES,
  leadRule: LEAD_ASSIGNMENT_RULES,
  leadPhase: LEAD_PHASE_LABELS,
  subStatus: SUB_STATUS_LABELS,
  appointmentStatus: APPOINTMENT_STATUS_LABELS,
  appointmentType: { ...APPOINTMENT_TYPE_LABELS, 'prueba-de-manejo': 'Prueba de manejo', cita: 'Cita' },
  saleStage: SALE_STAGE_LABELS,
  saleOrigin: { CRM: 'CRM' },
  role: ROLE_LABELS,
  slaState: SLA_STATE_LABELS,
  duplicateReason: DUPLICATE_REASON_LABELS,
} as const satisfies Record<string, Record<string | number, string>>;

export type EnumKind = keyof typeof ENUM_LABELS;

/**
 * The Spanish label of a stored value; '-' when there is none. Values match case-insensitively
 * (old rows hold 'Retail' or 'CREDITO'); an unknown value is shown as it came rather than hidden.
 */
export function labelOf(kind: EnumKind, value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  const map = ENUM_LABELS[kind] as Record<string, string>;
  const key = String(value);
  if (key in map) return map[key]!;
  const lower = key.toLowerCase();
  const found = Object.keys(map).find((k) => k.toLowerCase() === lower);
  return found ? map[found]! : key;
}

/** antd Select options of one enumeration, in the map's order. */
export function optionsOf(kind: EnumKind): { value: string; label: string }[] {
  return Object.entries(ENUM_LABELS[kind] as Record<string, string>).map(([value, label]) => ({ value, label }));
}
