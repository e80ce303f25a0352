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

/**
 * The text colour of each phase's tag: the spec's colour darkened until it reads at 4.5:1 or more on
 * the tag's light tint (the light blue #4fb3e8 on its own tint was 2.1:1). The spec's colour stays
 * the border and the tint.
 */
const FLEET_PHASE_TEXT: Record<string, string> = {
  '1ER_CONTACTO': '#0a5479',
  SEGUIMIENTO: '#8a4b00',
  CIERRE: '#a8071a',
  POST_VENTA: '#1d3a8a',
  CONGELADO: '#141414',
};

export function PhaseTag({ phase }: { phase: string }) {
  const base = FLEET_PHASE_COLORS[phase];
  return (
    <Tag
      data-testid="fleet-phase"
      style={{ marginInlineEnd: 0, ...(base ? { color: FLEET_PHASE_TEXT[phase], background: `${base}1f`, borderColor: base } : {}) }}
    >
      {FLEET_PHASE_LABELS[phase] ?? phase}
    </Tag>
  );
}
