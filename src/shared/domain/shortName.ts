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

/** How much of a person's name a board form shows beyond the short name. */
interface Detail {
  /** The given names after the first: 0 none, 1 their initials ('G.'), 2 whole. */
  given: 0 | 1 | 2;
  /** The surnames after the first: 0 none, 1 the initial ('R.'), 2 whole. */
  later: 0 | 1 | 2;
}

/** More characters than a given name or surnames take; the rest is not read. */
const MAX_NAME_CHARS = 160;

const DETAILS: readonly Detail[] = [0, 1, 2].flatMap((given) => [0, 1, 2].map((later) => ({ given, later }) as Detail));

const initial = (word: string) => `${word[0]!.toUpperCase()}.`;

/** 'Alejandra G. Villaseñor R.': the short name with the asked detail of the other given names and surnames. */
function formOf(p: NamedPerson, d: Detail): string {
  const given = p.firstName.trim().split(/\s+/).filter(Boolean);
  const later = laterSurnames(p.lastName);
  const middle = d.given === 0 ? [] : d.given === 1 ? given.slice(1).map(initial) : given.slice(1);
  const second = !later || d.later === 0 ? [] : d.later === 1 ? [initial(later)] : [later];
  return [given[0] ?? '', ...middle, firstSurname(p.lastName), ...second].filter(Boolean).join(' ');
}

/**
 * Short names that tell different people apart on one board: two clients read 'Alejandra
 * Villaseñor' no more. Each person who shares a short name with someone else gets the shortest form
 * that no other of them has at the same detail: the second surname's initial ('Alejandra
 * Villaseñor R.'), the initials of the other given names ('Alejandra G. Villaseñor R.'), then those
 * words whole — so three or more alike still fit a TV cell instead of a whole name cut with '…'
 * (issue 51). The same person twice keeps one name; only people alike in every word get their whole
 * names.
 */
export function distinctShortNames(given: NamedPerson[]): string[] {
  // A name longer than any person's (a hostile or broken record) is read by its first characters only,
  // so telling people apart stays linear in what a board can show (issue 51).
  const people = given.map((p) => ({ firstName: p.firstName.slice(0, MAX_NAME_CHARS), lastName: p.lastName.slice(0, MAX_NAME_CHARS) }));
  const names = people.map((p) => shortPersonName(p.firstName, p.lastName));
  const groups = new Map<string, number[]>();
  names.forEach((name, i) => groups.set(name, [...(groups.get(name) ?? []), i]));
  for (const members of groups.values()) {
    const distinct = new Set(members.map((i) => fullNameOf(people[i]!)));
    if (distinct.size < 2) continue;
    const shared = names[members[0]!]!;
    for (const i of members) {
      const others = members.filter((j) => fullNameOf(people[j]!) !== fullNameOf(people[i]!));
      const candidates = DETAILS.map((d) => ({ d, form: formOf(people[i]!, d) })).sort((a, b) => a.form.length - b.form.length);
      // The bare short name is what they share: a form must add something to it.
      const unique = candidates.find(({ d, form }) => form !== shared && others.every((j) => formOf(people[j]!, d) !== form));
      names[i] = unique?.form ?? `${people[i]!.firstName.trim()} ${people[i]!.lastName.trim()}`.trim();
    }
  }
  // Two people's forms chosen at different details could still read alike: those get their whole names.
  const count = new Map<string, Set<string>>();
  names.forEach((name, i) => count.set(name, (count.get(name) ?? new Set()).add(fullNameOf(people[i]!))));
  return names.map((name, i) => ((count.get(name)?.size ?? 0) > 1 ? `${people[i]!.firstName.trim()} ${people[i]!.lastName.trim()}`.trim() : name));
}
