import { MEXICAN_NICKNAMES } from './mexicanNicknames';

/** Words dropped from a name: particles of compound surnames and the honorifics forms carry. */
const DROPPED = new Set([
  // 'de la Cruz', 'del Río', 'de los Santos', 'Ortega y Gasset', 'López vda. de Pérez'
  'de', 'del', 'la', 'las', 'los', 'y', 'vda', 'viuda',
  // 'Lic. Juan Pérez', 'Ing.', 'Sr.', 'Sra.', 'Dr.'
  'sr', 'sra', 'srta', 'lic', 'ing', 'dr', 'dra', 'arq', 'mtro', 'mtra',
]);

/** More ambiguous-nickname combinations than this are not expanded (keys stay bounded). */
const MAX_KEYS = 8;

/**
 * A name as the words it is compared on: NFKD-decomposed with every combining mark removed —
 * accents and the tilde alike, so 'Muñoz' and 'Munoz', 'Peña' and 'Pena', 'Güereca' and
 * 'Guereca' are one word, and 'Mª' is 'ma' — lowercased; any other character than a–z and 0–9
 * separates words ('O'Farrill' → 'o farrill', 'Ruiz-Esparza' → 'ruiz esparza'). Folding ñ is
 * deliberate: forms, CSV imports and keyboards without ñ write 'Nunez' for 'Núñez', and a key of
 * plain ASCII gives the same pg_trgm trigrams in any database locale.
 */
export function nameWords(name: string | null | undefined): string[] {
  if (!name) return [];
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/**
 * The name's words with particles and honorifics dropped and nicknames replaced by the given name
 * (MEXICAN_NICKNAMES), one list per reading of an ambiguous nickname — the first is the primary
 * reading. 'Lic. Pepe de la Cruz' → [['jose', 'cruz']]; 'Beto Ruiz' → [['alberto', 'ruiz'],
 * ['roberto', 'ruiz']].
 */
/** More words than any person's name has; the rest of a longer text does not make the key. */
const MAX_NAME_WORDS = 24;

export function normalizePersonName(name: string | null | undefined): string[][] {
  let readings: string[][] = [[]];
  // Each word copies the readings so far: bounded, so a hostile megabyte of words stays linear (issue 51).
  for (const word of nameWords(name).slice(0, MAX_NAME_WORDS)) {
    if (DROPPED.has(word)) continue;
    const forms = MEXICAN_NICKNAMES[word] ?? [word];
    const next: string[][] = [];
    for (const reading of readings) {
      for (const form of forms) {
        next.push([...reading, ...form.split(' ')]);
        if (next.length >= MAX_KEYS) break;
      }
      if (next.length >= MAX_KEYS) break;
    }
    readings = next;
  }
  return readings;
}

/** Sorted distinct words joined by one space: the surnames' order and repeated words do not count. */
function keyOf(words: readonly string[]): string {
  return [...new Set(words)].sort().join(' ');
}

/**
 * The name key two leads' names are compared on, and the one to store in a name_key column:
 * 'María Guadalupe López Pérez', 'LOPEZ PEREZ MARIA GUADALUPE' and 'Ma. Gpe. López Pérez' all give
 * 'guadalupe lopez maria perez'; 'Lupita López' gives 'guadalupe lopez'. '' for an empty name.
 */
export function personNameKey(name: string | null | undefined): string {
  return keyOf(normalizePersonName(name)[0] ?? []);
}

/** Every reading's key (ambiguous nicknames), the primary first, without repeats. */
export function personNameKeys(name: string | null | undefined): string[] {
  return [...new Set(normalizePersonName(name).map(keyOf))];
}
