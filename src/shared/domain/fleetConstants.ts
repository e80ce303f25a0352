/** Business constants of the fleet area (spec part 2 §3, §9). */
export const FLEET_PAGE_SIZE = 10;
/** Contact-name autocomplete starts at this many characters. */
export const FLEET_AUTOCOMPLETE_MIN = 5;
export const COMPANY_WIZARD_STEPS = 2;
export const LEAD_WIZARD_STEPS = 3;
export const EDIT_LEAD_WIZARD_STEPS = 2;
/** Filters persist in localStorage under this key and version. */
export const FLEETS_STORE_KEY = 'fleets-store';
export const FLEETS_STORE_VERSION = 1;
/** Historial tab scroll height (px). */
export const FLEET_HISTORY_SCROLL_PX = 1000;

/** Quantity filter buckets (§9) over a lead's total units of interest: [min, max) with max null = open. */
export const FLEET_QUANTITY_BUCKETS = [
  { value: 1, label: 'Menos de 10', min: 0, max: 10 },
  { value: 2, label: 'De 10 a 20', min: 10, max: 20 },
  { value: 3, label: 'De 20 a 50', min: 20, max: 50 },
  { value: 4, label: 'De 50 a 100', min: 50, max: 100 },
  { value: 5, label: 'Mas de 100', min: 100, max: null },
] as const;
export type FleetQuantityBucket = (typeof FLEET_QUANTITY_BUCKETS)[number]['value'];

/** Lead status (the list's subStatus filter). */
export const FLEET_LEAD_STATUSES = ['ACTIVO', 'INACTIVO'] as const;
export type FleetLeadStatus = (typeof FLEET_LEAD_STATUSES)[number];
export const FLEET_LEAD_STATUS_LABELS: Record<FleetLeadStatus, string> = { ACTIVO: 'Activo', INACTIVO: 'Inactivo' };

/** Company status filter: active / inactive accounts, as the filter shows them (the shared label map's 'companyStatus'). */
export const COMPANY_STATUS_LABELS = { ACTIVO: 'Activo', INACTIVO: 'Inactivo' } as const;

/** Contact types: COMPANY and OPERATOR of a company; CONTACTO a fleet lead's contact person; RESPONSABLE a test drive's. */
export const CONTACT_TYPES = ['COMPANY', 'OPERATOR', 'CONTACTO', 'RESPONSABLE'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];
export const COMPANY_CONTACT_TYPES = ['COMPANY', 'OPERATOR'] as const satisfies readonly ContactType[];

/** Follow-up type slugs the screens branch on: meetings carry date and time; test drives have their own dialog. */
export const FOLLOW_UP_SLUGS = { testDrive: 'pruebas-de-manejo', meeting: 'reuniones' } as const;
export const FOLLOW_UP_TEST_DRIVE = FOLLOW_UP_SLUGS.testDrive;
export const FOLLOW_UP_MEETING = FOLLOW_UP_SLUGS.meeting;

/** Activity status: 1 open, 0 closed. */
export const ACTIVITY_OPEN = 1;
export const ACTIVITY_CLOSED = 0;
export const ACTIVITY_STATUS_LABELS: Record<0 | 1, string> = { 1: 'Abierto', 0: 'Cerrado' };

/** A privileged user's free-text sector travels as CompanySectorId 0 plus the text. */
export const FREE_SECTOR_ID = 0;

/** Agenda modes (§4). */
export const AGENDA_MODES = ['TODAY', 'WEEK', 'MONTH'] as const;
export type AgendaMode = (typeof AGENDA_MODES)[number];
export const AGENDA_MODE_LABELS: Record<AgendaMode, string> = { TODAY: 'Hoy', WEEK: 'Semana', MONTH: 'Mes' };
