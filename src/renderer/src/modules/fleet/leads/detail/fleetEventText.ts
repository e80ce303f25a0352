import { FLEET_PHASE_LABELS, isFleetPhase } from '../../../../../../shared/domain/fleetPhases';
import type { LeadFleetEvent } from '@shared/schemas/fleetActivity';

/** How the Historial names the lead's own moves (the API records them by action code). */
const ACTION_LABELS: Record<string, string> = {
  CREATED: 'Lead creado',
  PHASE_NEXT: 'Avanzó de etapa',
  PHASE_PREVIOUS: 'Regresó de etapa',
  FROZEN: 'Lead congelado',
  REACTIVATED: 'Lead reactivado',
  EDITED: 'Lead editado',
  REASSIGNED: 'Lead reasignado',
  PRODUCT_ADDED: 'Vehículo agregado',
  PRODUCT_EDITED: 'Vehículo editado',
  PRODUCT_DELETED: 'Vehículo eliminado',
  ACTIVITY_OPENED: 'Actividad abierta',
  ACTIVITY_CLOSED: 'Actividad cerrada',
};

/** 'Avanzó de etapa: Prospección → Seguimiento', 'Vehículo agregado: JAC … · 3 unidades'. */
export function fleetEventText(e: Pick<LeadFleetEvent, 'action' | 'oldPhase' | 'newPhase' | 'detail'>): string {
  const label = ACTION_LABELS[e.action] ?? e.action;
  const phase = (p: string | null) => (p && isFleetPhase(p) ? FLEET_PHASE_LABELS[p] : p);
  const move = e.oldPhase && e.newPhase && e.oldPhase !== e.newPhase ? `${phase(e.oldPhase)} → ${phase(e.newPhase)}` : null;
  const extra = [move, e.detail].filter(Boolean).join(' · ');
  return extra ? `${label}: ${extra}` : label;
}
