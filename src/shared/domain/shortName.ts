/** Words that belong to the surname that follows them ('de la Garza', 'del Valle'). */
const PARTICLES = new Set(['de', 'del', 'la', 'las', 'los', 'y', 'san', 'santa', 'van', 'von', 'mc']);

function firstWord(text: string): string {
  return text.trim().split(/\s+/)[0] ?? '';
}

/** The first surname with its particles: 'de la Garza Treviño' → 'de la Garza'. */
function firstSurname(lastName: string): string {
  const words = lastName.trim().split(/\s+/).filter(Boolean);
  const taken: string[] = [];
  for (const word of words) {
    taken.push(word);
    if (!PARTICLES.has(word.toLowerCase())) break;
  }
  return taken.join(' ');
}

/**
 * A person's name short enough to read from across a room: the first given name and the first
 * surname ('Gilberto José' 'Trujillo Collazo' → 'Gilberto Trujillo').
 */
export function shortPersonName(firstName: string, lastName: string): string {
  return [firstWord(firstName), firstSurname(lastName)].filter(Boolean).join(' ');
}
