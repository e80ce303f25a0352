import { describe, expect, it } from 'vitest';
import { fakerES_MX as faker } from '@faker-js/faker';
import { demoPerson } from '../../db/demoPeople';
import { duplicateKeys, matchReasons } from '../../../shared/domain/duplicateMatch';
import { NameIndex, TrigramCache } from './batchDuplicates';

describe('NameIndex (the import’s similar-name candidates)', () => {
  it('finds every pair matchReasons calls a similar or equal name, as a brute-force comparison does', () => {
    faker.seed(30);
    const names = Array.from({ length: 800 }, (_, id) => {
      const p = demoPerson(faker);
      // Typos and short forms, as files have them.
      const name = id % 7 === 0 ? `${p.firstName.split(' ')[0]} ${p.lastName.split(' ')[0]}` : id % 11 === 0 ? `${p.firstName} ${p.lastName}`.replace(/z\b/, 's') : `${p.firstName} ${p.lastName}`;
      return { id, keys: duplicateKeys({ name }) };
    });
    const index = new NameIndex(
      names.map((n) => ({ id: n.id, key: n.keys.names[0]! })),
      new TrigramCache(),
    );
    let expected = 0;
    for (const n of names) {
      const found = new Set(n.keys.names.filter((k) => k.includes(' ')).flatMap((k) => index.similar(k)));
      for (const other of names) {
        if (other.id === n.id || other.keys.names[0] === n.keys.names[0]) continue;
        const similar = matchReasons({ ...n.keys, phones: [], emails: [] }, { ...other.keys, phones: [], emails: [] }).some((r) => r.kind === 'nombre-parecido');
        if (!similar) continue;
        expected++;
        expect(found.has(other.id), `${n.keys.names[0]} ~ ${other.keys.names[0]}`).toBe(true);
      }
    }
    expect(expected).toBeGreaterThan(50);
  }, 120_000);
});
