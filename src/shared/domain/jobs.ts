/** The jobs board's places and areas (spec part 2 §9), in the order the vacancy form offers them. */
export const JOB_LOCATIONS = ['Ciudad de México', 'Cd. Sahagún, Hidalgo'] as const;
export type JobLocation = (typeof JOB_LOCATIONS)[number];

export const JOB_AREAS: Record<JobLocation, readonly string[]> = {
  'Ciudad de México': [
    'Comercial',
    'Postventa',
    'Operaciones',
    'Marketing',
    'Administración y Finanzas',
    'IT',
    'Recursos Humanos',
    'Calidad',
    'Producto',
    'Customer Experience',
    'Legal',
  ],
  'Cd. Sahagún, Hidalgo': [
    'Administración y Finanzas',
    'IT',
    'Recursos Humanos',
    'Calidad',
    'Seguridad e Higiene',
    'Producción',
    'Almacenes de Materiales',
    'Distribución',
    'Mantenimiento',
    'Producto',
    'Almacén de Refacciones',
    'Servicio Médico',
    'Compras',
    'EV Center',
    'Manufactura',
  ],
};

export function isJobLocation(value: string): value is JobLocation {
  return (JOB_LOCATIONS as readonly string[]).includes(value);
}

/** Whether `area` is one of the areas offered at `location`. */
export function isAreaOf(location: string, area: string): boolean {
  return isJobLocation(location) && JOB_AREAS[location].includes(area);
}

/**
 * A vacancy's list (requirements, activities, offerings) as it is kept: entries trimmed, empty ones
 * dropped, repeats (ignoring case and inner spacing) dropped keeping the first (spec part 2 §5).
 */
export function cleanList(entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of entries) {
    const entry = raw.replace(/\s+/g, ' ').trim();
    const key = entry.toLocaleLowerCase('es-MX');
    if (!entry || seen.has(key)) continue;
    seen.add(key);
    kept.push(entry);
  }
  return kept;
}
