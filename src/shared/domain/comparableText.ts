/**
 * Text as two spellings of the same name are compared: accents dropped (NFD, combining marks
 * removed), lower case, every run of other characters than a–z and 0–9 one space, trimmed.
 * 'Transportes Núñez, S.A.' → 'transportes nunez s a'; 'Llamada telefónica ' → 'llamada telefonica'.
 * Company names, catalogue models and lead origins of imported rows are matched this way. (A
 * person's name has its own key with particles and nicknames: normalizePersonName.)
 */
export function comparableText(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** 'Prospección en frío' → 'prospeccion-en-frio': the comparable text, words joined by dashes (origins, colours, agencies). */
export function slugify(text: string): string {
  return comparableText(text).replace(/ /g, '-');
}
