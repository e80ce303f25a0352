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

/** The surnames after the first (with its particles): 'Villaseñor Ruiz' → 'Ruiz'. */
function laterSurnames(lastName: string): string {
  const first = firstSurname(lastName);
  return lastName.trim().slice(first.length).trim();
}

export interface NamedPerson {
  firstName: string;
  lastName: string;
}

const fullNameOf = (p: NamedPerson) => `${p.firstName} ${p.lastName}`.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Short names that tell different people apart on one board: two clients read 'Alejandra
 * Villaseñor' no more. Where different people share a short name, each gets the initial of their
 * second surname ('Alejandra Villaseñor R.'); still alike, their whole surnames; still alike (or
 * without a second surname), their whole names. The same person twice keeps one name.
 */
export function distinctShortNames(people: NamedPerson[]): string[] {
  const forms: ((p: NamedPerson) => string)[] = [
    (p) => shortPersonName(p.firstName, p.lastName),
    (p) => {
      const later = laterSurnames(p.lastName);
      return later ? `${shortPersonName(p.firstName, p.lastName)} ${later[0]!.toUpperCase()}.` : `${p.firstName} ${p.lastName}`.trim();
    },
    (p) => [firstWord(p.firstName), p.lastName.trim()].filter(Boolean).join(' '),
    (p) => `${p.firstName.trim()} ${p.lastName.trim()}`.trim(),
  ];
  const level = people.map(() => 0);
  for (let round = 0; round < forms.length - 1; round += 1) {
    const byName = new Map<string, Set<string>>();
    people.forEach((p, i) => {
      const name = forms[level[i]!]!(p);
      const set = byName.get(name) ?? new Set<string>();
      set.add(fullNameOf(p));
      byName.set(name, set);
    });
    let moved = false;
    people.forEach((p, i) => {
      if ((byName.get(forms[level[i]!]!(p))?.size ?? 0) > 1 && level[i]! < forms.length - 1) {
        level[i] = level[i]! + 1;
        moved = true;
      }
    });
    if (!moved) break;
  }
  return people.map((p, i) => forms[level[i]!]!(p));
}
