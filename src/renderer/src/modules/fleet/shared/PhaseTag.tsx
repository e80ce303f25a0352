import { Tag } from 'antd';

/** Phase names as the screens show them (spec part 2 §2: 1ER_CONTACTO is shown as Prospección). */
export const FLEET_PHASE_LABELS: Record<string, string> = {
  TODO: 'Todo',
  '1ER_CONTACTO': 'Prospección',
  SEGUIMIENTO: 'Seguimiento',
  CIERRE: 'Cierre',
  POST_VENTA: 'Post venta',
  CONGELADO: 'Congelado',
};

/** Phase colours (spec part 2 §4): Prospección light blue, Seguimiento orange, Cierre red, Post venta dark blue, Congelado black. */
export const FLEET_PHASE_COLORS: Record<string, string> = {
  '1ER_CONTACTO': '#4fb3e8',
  SEGUIMIENTO: '#f08c00',
  CIERRE: '#d9363e',
  POST_VENTA: '#1d3a8a',
  CONGELADO: '#141414',
};

export function PhaseTag({ phase }: { phase: string }) {
  return (
    <Tag color={FLEET_PHASE_COLORS[phase] ?? 'default'} data-testid="fleet-phase" style={{ marginInlineEnd: 0 }}>
      {FLEET_PHASE_LABELS[phase] ?? phase}
    </Tag>
  );
}
