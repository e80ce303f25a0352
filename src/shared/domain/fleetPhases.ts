/**
 * Fleet lead phases (spec part 2 §4, §9). Values are the spec's enum strings, stored as they are.
 * The funnel is 1ER_CONTACTO -> SEGUIMIENTO -> CIERRE -> POST_VENTA; CONGELADO is outside it.
 */
export const FLEET_PHASES = ['1ER_CONTACTO', 'SEGUIMIENTO', 'CIERRE', 'POST_VENTA', 'CONGELADO'] as const;
export type FleetPhase = (typeof FLEET_PHASES)[number];

/** The order 'Siguiente' / 'Anterior' move through. */
export const FLEET_FUNNEL = ['1ER_CONTACTO', 'SEGUIMIENTO', 'CIERRE', 'POST_VENTA'] as const satisfies readonly FleetPhase[];

export const FLEET_PHASE_LABELS: Record<FleetPhase, string> = {
  '1ER_CONTACTO': 'Prospección',
  SEGUIMIENTO: 'Seguimiento',
  CIERRE: 'Cierre',
  POST_VENTA: 'Post venta',
  CONGELADO: 'Congelado',
};

/** Phase badge colours (§4): Prospección light blue, Seguimiento orange, Cierre red, Post venta dark blue, Congelado black. */
export const FLEET_PHASE_COLORS: Record<FleetPhase, string> = {
  '1ER_CONTACTO': '#69b1ff',
  SEGUIMIENTO: '#fa8c16',
  CIERRE: '#f5222d',
  POST_VENTA: '#003a8c',
  CONGELADO: '#000000',
};

/** Stage block headings in the Tareas tab (§2). */
export const FLEET_STAGE_HEADINGS: Record<FleetPhase, string> = {
  '1ER_CONTACTO': 'Prospección',
  SEGUIMIENTO: 'Seguimiento',
  CIERRE: 'Cierre',
  POST_VENTA: 'Postventa',
  CONGELADO: 'Congelado',
};

/** List tabs (§9): TODO sends no phase; CONGELADO is not a tab but may be asked for with `phase=CONGELADO`. */
export const FLEET_PHASE_TABS = [
  { key: 'TODO', label: 'Todo' },
  { key: '1ER_CONTACTO', label: 'Prospección' },
  { key: 'SEGUIMIENTO', label: 'Seguimiento' },
  { key: 'CIERRE', label: 'Cierre' },
  { key: 'POST_VENTA', label: 'Post venta' },
] as const;
export type FleetPhaseTab = (typeof FLEET_PHASE_TABS)[number]['key'];
/** What the list's `phase` query accepts: a tab key or CONGELADO. */
export const FLEET_PHASE_FILTERS = ['TODO', ...FLEET_PHASES] as const;
export type FleetPhaseFilter = (typeof FLEET_PHASE_FILTERS)[number];

export function isFleetPhase(value: unknown): value is FleetPhase {
  return typeof value === 'string' && (FLEET_PHASES as readonly string[]).includes(value);
}

/** 'Siguiente' is shown in every funnel phase but POST_VENTA. */
export function canAdvanceFleet(phase: FleetPhase): boolean {
  return nextFleetPhase(phase) !== undefined;
}
/** 'Anterior' is shown in every funnel phase but 1ER_CONTACTO. */
export function canGoBackFleet(phase: FleetPhase): boolean {
  return previousFleetPhase(phase) !== undefined;
}

export function nextFleetPhase(phase: FleetPhase): FleetPhase | undefined {
  const i = (FLEET_FUNNEL as readonly FleetPhase[]).indexOf(phase);
  return i >= 0 && i < FLEET_FUNNEL.length - 1 ? FLEET_FUNNEL[i + 1] : undefined;
}
export function previousFleetPhase(phase: FleetPhase): FleetPhase | undefined {
  const i = (FLEET_FUNNEL as readonly FleetPhase[]).indexOf(phase);
  return i > 0 ? FLEET_FUNNEL[i - 1] : undefined;
}

/** Freeze ('Congelar') from any phase but CONGELADO; 'Reactivar' only from CONGELADO, into 1ER_CONTACTO. */
export const FLEET_REACTIVATE_PHASE: FleetPhase = '1ER_CONTACTO';
export function canFreezeFleet(phase: FleetPhase): boolean {
  return phase !== 'CONGELADO';
}
export function canReactivateFleet(phase: FleetPhase): boolean {
  return phase === 'CONGELADO';
}
/** The lead status ACTIVO/INACTIVO is hidden while CONGELADO (§4). */
export function showsFleetStatus(phase: FleetPhase): boolean {
  return phase !== 'CONGELADO';
}
