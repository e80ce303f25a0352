import { can } from '@shared/domain/permissions';
import { menuFor, type MenuItem } from '@shared/domain/menu';
import type { Role } from '@shared/domain/roles';
import type { SearchHit } from '@shared/schemas/searchResponses';

/** One line of the palette: a found record, a screen of the user's menu, or an action the role may start. */
export interface PaletteEntry {
  id: string;
  group: 'Registros' | 'Pantallas' | 'Acciones';
  label: string;
  detail?: string;
  href: string;
}

const KIND_LABELS: Record<SearchHit['kind'], string> = {
  lead: 'Lead',
  fleetLead: 'Lead de flotilla',
  company: 'Empresa',
  prospect: 'Prospecto',
  appointment: 'Cita',
};

export function hitEntry(hit: SearchHit): PaletteEntry {
  const detail = [KIND_LABELS[hit.kind], `#${hit.id}`, hit.phase, hit.adviser, hit.agency].filter(Boolean).join(' · ');
  return { id: `${hit.kind}-${hit.id}`, group: 'Registros', label: hit.title, detail, href: hit.href };
}

/** The screens of the role's menu (leaves with a route), by their menu labels. */
export function screenEntries(role: Role): PaletteEntry[] {
  const out: PaletteEntry[] = [];
  const walk = (items: readonly MenuItem[], parent?: string) => {
    for (const item of items) {
      if (item.children) walk(item.children, item.label);
      else if (item.route) out.push({ id: `screen-${item.key}`, group: 'Pantallas', label: item.label, detail: parent, href: item.route });
    }
  };
  walk(menuFor(role));
  return out;
}

/** The actions the role may start, each on the screen that starts it. */
export function actionEntries(role: Role): PaletteEntry[] {
  const actions: (PaletteEntry & { allowed: boolean })[] = [
    { id: 'action-lead', group: 'Acciones', label: 'Crear lead', href: '/sells/leads?accion=crear-lead', allowed: can(role, 'lead:create') },
    { id: 'action-appointment', group: 'Acciones', label: 'Crear cita', href: '/sells/agenda?accion=crear-cita', allowed: can(role, 'agenda:view') },
    { id: 'action-visit', group: 'Acciones', label: 'Registrar visita', href: '/sells/registro-visitas?accion=registrar-visita', allowed: can(role, 'floorVisits:manage') },
    { id: 'action-import', group: 'Acciones', label: 'Importar', detail: 'Leads', href: '/sells/leads?accion=importar', allowed: can(role, 'lead:import') },
    { id: 'action-import-fleet', group: 'Acciones', label: 'Importar', detail: 'Flotillas', href: '/fleets/companies?accion=importar', allowed: can(role, 'fleet:import') },
  ];
  return actions.filter((a) => a.allowed).map(({ allowed: _allowed, ...entry }) => entry);
}

/** Case- and accent-blind match of the typed words against a screen's or action's label. */
export function matchesText(entry: PaletteEntry, typed: string): boolean {
  const fold = (s: string) =>
    s
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase();
  const words = fold(typed).split(/\s+/).filter(Boolean);
  const text = fold(`${entry.label} ${entry.detail ?? ''}`);
  return words.every((w) => text.includes(w));
}
