import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakerES_MX as faker } from '@faker-js/faker';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './testApp';
import { leads } from '../../src/server/db/schema';
import { findDuplicateCandidates } from '../../src/server/features/duplicates/duplicateDetection';
import { writeDuplicateKeys } from '../../src/server/features/duplicates/duplicateKeys';
import { matchReasons } from '../../src/shared/domain/duplicateMatch';
import { nameKeyPairs } from '../../src/shared/domain/nameKeyPairs';
import { personNameKey } from '../../src/shared/domain/normalizePersonName';

// Issue 27: similar names are found through their word pairs (migration 0022), not a trigram search
// of the whole agency. These are the duplicates a showroom makes of one customer; each must still be
// offered, on PGlite and on PostgreSQL (where the near spellings come through pg_trgm's `%`).
let t: TestApp;
const AGENCY = 2;
const people: { id: number; first: string; last1: string; last2: string }[] = [];

beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 5 });
  faker.seed(2027);
  // One given name and two surnames, the common Mexican form (faker's es_MX surnames may be compound: their first word).
  const word = (s: string) => s.split(' ')[0]!;
  const rows = Array.from({ length: 400 }, () => ({
    first: word(faker.person.firstName()),
    last1: word(faker.person.lastName()),
    last2: word(faker.person.lastName()),
  }));
  const inserted = await t.database.db
    .insert(leads)
    .values(rows.map((r) => ({ agencyId: AGENCY, firstName: r.first, lastName: `${r.last1} ${r.last2}` })))
    .returning({ id: leads.id });
  await t.database.db.transaction((tx) => writeDuplicateKeys(tx, inserted.map((r) => r.id)).then(() => undefined));
  inserted.forEach((r, i) => people.push({ id: r.id, ...rows[i]! }));
}, 120_000);
afterAll(async () => t?.close());

/** One letter of the longest word changed ('Hernández' → 'Hernándex'), as a hurried receptionist types it. */
function typo(name: string): string {
  const words = name.split(' ');
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
  const at = Math.floor(longest.length / 2);
  const swapped = `${longest.slice(0, at)}${longest[at] === 'x' ? 'y' : 'x'}${longest.slice(at + 1)}`;
  return words.map((w) => (w === longest ? swapped : w)).join(' ');
}

const strip = (s: string) => s.normalize('NFKD').replace(/\p{M}/gu, '').toUpperCase();

const VARIANTS: [string, (p: (typeof people)[number]) => string][] = [
  ['without accents, in capitals', (p) => strip(`${p.first} ${p.last1} ${p.last2}`)],
  ['surnames first', (p) => `${p.last1} ${p.last2} ${p.first}`],
  ['without the second surname', (p) => `${p.first} ${p.last1}`],
  ['with a second given name', (p) => `${p.first} Guadalupe ${p.last1} ${p.last2}`],
  ['one letter wrong in the longest word', (p) => typo(`${p.first} ${p.last1} ${p.last2}`)],
  ['one letter wrong, without the second surname', (p) => typo(`${p.first} ${p.last1}`)],
];

async function found(name: string): Promise<number[]> {
  const matches = await t.database.db.transaction((tx) => findDuplicateCandidates(tx, AGENCY, { name, phones: [], emails: [] }));
  return matches.map((m) => m.matchedId);
}

describe('similar names through word pairs (issue 27)', () => {
  it('indexes the same pairs in SQL as the matcher asks for', async () => {
    for (const name of ['José Hernández García', 'María Guadalupe López Pérez', 'Lupita López', 'Juan']) {
      const key = personNameKey(name);
      const { rows } = (await t.database.db.execute(sql`SELECT name_key_pairs(${key}) AS pairs`)) as unknown as { rows: { pairs: string[] }[] };
      expect(rows[0]!.pairs, name).toEqual(nameKeyPairs(key));
    }
  });

  for (const [label, variant] of VARIANTS) {
    it(`offers the customer written ${label}`, async () => {
      let checked = 0;
      for (const p of people.slice(0, 60)) {
        const name = variant(p);
        const original = `${p.first} ${p.last1} ${p.last2}`;
        // Only what the rule itself calls the same person (a two-letter surname changed by a typo may not be).
        if (matchReasons({ name }, { name: original }).length === 0) continue;
        checked++;
        expect(await found(name), `${name} → ${original}`).toContain(p.id);
      }
      // A typo in a two-word name often leaves it below the rule (fewer than half are still the same person).
      expect(checked).toBeGreaterThan(15);
    });
  }

  it('finds every lead the rule calls similar to a misspelt short name, as comparing it with each lead would', async () => {
    const all = people.map((p) => ({ id: p.id, name: `${p.first} ${p.last1} ${p.last2}` }));
    for (const p of people.slice(100, 130)) {
      const name = typo(`${p.first} ${p.last1}`);
      const expected = all.filter((o) => matchReasons({ name }, { name: o.name }).length > 0).map((o) => o.id);
      expect(await found(name), name).toEqual(expect.arrayContaining(expected));
    }
  });

  it('keeps namesakes that share one surname apart, and finds nothing for a new name', async () => {
    const p = people[0]!;
    expect(await found(`Zacarías ${p.last1} Ñañez`)).not.toContain(p.id);
    expect(await found('Xóchitl Quetzalli Yáñez')).toEqual([]);
  });
});
