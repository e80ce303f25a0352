import { SALE_STAGE_NEXT, SALE_STAGES, type SaleStage } from './phases';
import type { Permission } from './permissions';

export function isSaleStage(value: unknown): value is SaleStage {
  return typeof value === 'string' && (SALE_STAGES as readonly string[]).includes(value);
}

/**
 * Whether a sale may go from `from` to `to`: only the one forward step of SALE_STAGE_NEXT.
 * Going back, skipping a stage or staying put is refused.
 */
export function saleStageMove(from: SaleStage, to: SaleStage): boolean {
  return SALE_STAGE_NEXT[from] === to;
}

/**
 * Who may make each move: reporting → delivery is the external report's job (admin simulates it);
 * delivery → closed is the delivery confirmation.
 */
export const SALE_STAGE_PERMISSION: Record<Exclude<SaleStage, 'PENDING_REPORTING'>, Permission> = {
  PENDING_DELIVERY: 'sales:simulateReport',
  CLOSED: 'sales:confirmDelivery',
};

/** Sale list tabs (spec §2 Reported sales); TODAS sends every stage. */
export const SALE_TABS = [
  { key: 'TODAS', label: 'Todas' },
  { key: 'PENDING_REPORTING', label: 'Pendientes de reportar' },
  { key: 'PENDING_DELIVERY', label: 'Pendientes de entrega' },
  { key: 'CLOSED', label: 'Cerradas' },
] as const;
export type SaleTabKey = (typeof SALE_TABS)[number]['key'];
