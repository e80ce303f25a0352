/** Lead phases by slug (spec part 1 §4), in funnel order. */
export const LEAD_PHASES = ['subasta', '1er-contacto', 'seguimiento', 'en-cierre', 'cerrado', 'congelado', 'futura-venta'] as const;
export type LeadPhase = (typeof LEAD_PHASES)[number];

export const LEAD_PHASE_LABELS: Record<LeadPhase, string> = {
  subasta: 'Subasta',
  '1er-contacto': 'Primer contacto',
  seguimiento: 'Seguimiento',
  'en-cierre': 'Cierre',
  cerrado: 'Cerrado',
  congelado: 'Congelado',
  'futura-venta': 'Futura venta',
};

/** Phase bar colours: Subasta pink, 1st contact blue, Follow-up orange, Closing red, Closed green, Frozen and Future sale grey. */
export const LEAD_PHASE_COLORS: Record<LeadPhase, string> = {
  // The spec's hues, dark enough that white text on them reaches WCAG AA (4.5:1).
  subasta: '#c41d7f',
  '1er-contacto': '#0958d9',
  seguimiento: '#ad4e00',
  'en-cierre': '#cf1322',
  cerrado: '#237804',
  congelado: '#595959',
  'futura-venta': '#595959',
};

/** The funnel in which next-phase advances one step. */
export const FUNNEL: readonly LeadPhase[] = ['subasta', '1er-contacto', 'seguimiento', 'en-cierre', 'cerrado'];

/** Phases in which Edit and Discard are offered; outside them 'return to funnel' revives. */
export const WORKABLE_PHASES: readonly LeadPhase[] = ['subasta', '1er-contacto', 'seguimiento', 'en-cierre'];

export function nextPhase(phase: LeadPhase): LeadPhase | undefined {
  const i = FUNNEL.indexOf(phase);
  return i >= 0 && i < FUNNEL.length - 1 ? FUNNEL[i + 1] : undefined;
}

export function isWorkable(phase: LeadPhase): boolean {
  return WORKABLE_PHASES.includes(phase);
}

/** Phase tab slugs sent by the leads list and their UI keys (spec §9); All sends nothing. */
export const PHASE_TABS = [
  { key: 'TODOS', slug: '', label: 'Todos' },
  { key: '1ER_CONTACTO', slug: '1er-contacto', label: 'Primer contacto' },
  { key: 'SEGUIMIENTO', slug: 'seguimiento', label: 'Seguimiento' },
  { key: 'CIERRE', slug: 'en-cierre', label: 'Cierre' },
] as const;
export type PhaseTabKey = (typeof PHASE_TABS)[number]['key'];

export const SUB_STATUSES = ['ESPERA_CONTACTO', 'ACTIVO', 'INACTIVO', 'BLOQUEADO'] as const;
export type SubStatus = (typeof SUB_STATUSES)[number];
export const SUB_STATUS_LABELS: Record<SubStatus, string> = {
  ESPERA_CONTACTO: 'En espera de contacto',
  ACTIVO: 'Activo',
  INACTIVO: 'Inactivo',
  BLOQUEADO: 'Bloqueado',
};

export const APPOINTMENT_STATUSES = ['SCHEDULED', 'CONFIRMED', 'SUCCESSFUL', 'CANCELED', 'NO_SHOW'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
export const APPOINTMENT_STATUS_LABELS: Record<AppointmentStatus, string> = {
  SCHEDULED: 'Agendada',
  CONFIRMED: 'Confirmada',
  SUCCESSFUL: 'Exitosa',
  CANCELED: 'Cancelada',
  NO_SHOW: 'No asistió',
};

/** Appointment kinds as sent by the screens: ACTIVITY for 'Cita', TESTDRIVE for test drives. */
export const APPOINTMENT_TYPES = ['ACTIVITY', 'TESTDRIVE'] as const;
export type AppointmentType = (typeof APPOINTMENT_TYPES)[number];
export const APPOINTMENT_TYPE_LABELS: Record<AppointmentType, string> = { ACTIVITY: 'Cita', TESTDRIVE: 'Prueba de manejo' };

export const SALE_STAGES = ['PENDING_REPORTING', 'PENDING_DELIVERY', 'CLOSED'] as const;
export type SaleStage = (typeof SALE_STAGES)[number];
export const SALE_STAGE_LABELS: Record<SaleStage, string> = {
  PENDING_REPORTING: 'Pendiente de reportar',
  PENDING_DELIVERY: 'Pendiente de entrega',
  CLOSED: 'Cerrada',
};
export const SALE_STAGE_COLORS: Record<SaleStage, string> = { PENDING_REPORTING: 'orange', PENDING_DELIVERY: 'gold', CLOSED: 'green' };
/** The only forward moves a sale makes. */
export const SALE_STAGE_NEXT: Record<SaleStage, SaleStage | undefined> = {
  PENDING_REPORTING: 'PENDING_DELIVERY',
  PENDING_DELIVERY: 'CLOSED',
  CLOSED: undefined,
};

/** Citas' day filter (the arrival loop): HOY, the day's no-shows to call back; MANANA, tomorrow's appointments to confirm. */
export const APPOINTMENT_LIST_DAYS = ['HOY', 'MANANA'] as const;

export const NOTIFICATION_TYPES = [
  'NEW_LEAD',
  'UPDATED_LEAD',
  'REASSIGN_LEAD',
  'APPOINTMENT_NOW',
  'APPOINTMENT_TODAY',
  'FUTURE_LEAD_SOON',
  'FUTURE_LEAD_NOW',
  'INACTIVE_LEAD',
  // Contact SLA (issue 30): the owner at 80 % of the target; coordinators and managers at the breach;
  // the former owner when the breach sent the lead back to subasta.
  'SLA_WARNING',
  'SLA_BREACH',
  'SLA_RETURNED',
  // The arrival loop: the spec's appointment notices are about the clock (today, now); none says the
  // client is in the showroom. APPOINTMENT_ARRIVED goes to the appointment's adviser when the client
  // is registered; APPOINTMENT_WAITING to the agency's coordinators when the adviser has not started
  // it within the agency's minutes (agencies.arrival_alert_minutes).
  'APPOINTMENT_ARRIVED',
  'APPOINTMENT_WAITING',
  // Issue 53: a client wrote on WhatsApp; to the lead's owner, once per conversation burst (features/whatsapp).
  'WHATSAPP_MESSAGE',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
