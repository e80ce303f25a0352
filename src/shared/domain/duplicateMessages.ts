/**
 * Why two leads look like the same person (issue 30), shown beside the spec's 'Coincidencia del
 * lead: N%'. Lowercase on purpose: they read as a list after the percentage ('mismo teléfono,
 * nombre parecido 86 %'). No imports, so any screen can show them without the phone library.
 */
export const DUPLICATE_REASON_LABELS = {
  'mismo-telefono': 'mismo teléfono',
  'mismo-correo': 'mismo correo',
  'mismo-nombre': 'mismo nombre',
  'nombre-parecido': 'nombre parecido',
} as const;

export type DuplicateReasonKind = keyof typeof DUPLICATE_REASON_LABELS;

/** 'nombre parecido 86 %': the label with a whole percentage (a space before %, as Spanish writes it). */
export function reasonLabel(kind: DuplicateReasonKind, percent?: number): string {
  const label = DUPLICATE_REASON_LABELS[kind];
  return percent === undefined ? label : `${label} ${percent} %`;
}
