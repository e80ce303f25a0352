import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NAME_TRIGRAM_PREFILTER,
  PROBABLE_DUPLICATE_NAME_SCORE,
  duplicateKeys,
  exactMatchCount,
  matchReasons,
  nameKeyScore,
} from './duplicateMatch';
import { duplicateScore } from './duplicateScore';
import { personNameKey } from './normalizePersonName';
import { trigramSimilarity } from './trigramSimilarity';

const labels = (a: Parameters<typeof matchReasons>[0], b: Parameters<typeof matchReasons>[1]) => matchReasons(a, b).map((r) => r.label);

describe('matchReasons: the pairs of issue 30', () => {
  it("'José Hernández' and 'Jose Hernandez' have the same name", () => {
    expect(matchReasons({ name: 'José Hernández' }, { name: 'Jose Hernandez' })).toEqual([{ kind: 'mismo-nombre', label: 'mismo nombre', score: 1 }]);
  });

  it("'55 1234 5678' and '+52 1 55 1234 5678' are the same phone", () => {
    expect(matchReasons({ phones: ['55 1234 5678'] }, { phones: ['+52 1 55 1234 5678'] })).toEqual([{ kind: 'mismo-telefono', label: 'mismo teléfono', score: 1 }]);
  });

  it("'María Guadalupe López Pérez' and 'Lupita López' have a similar name (79 %)", () => {
    const [reason, ...rest] = matchReasons({ name: 'María Guadalupe López Pérez' }, { name: 'Lupita López' });
    expect(rest).toEqual([]);
    expect(reason).toMatchObject({ kind: 'nombre-parecido', label: 'nombre parecido 79 %' });
    expect(reason!.score).toBeCloseTo((16 / 27 + 1) / 2, 10);
  });

  it('Gmail addresses with dots, case and a +tag are the same e-mail', () => {
    expect(labels({ emails: ['Lupita.Lopez+jac@gmail.com'] }, { emails: ['lupitalopez@googlemail.com'] })).toEqual(['mismo correo']);
  });

  it('all three together, in the order phone, e-mail, name, score 100 % on the spec’s thirds', () => {
    const reasons = matchReasons(
      { name: 'HERNANDEZ LOPEZ JOSE', emails: ['Jose.Hdz@gmail.com'], phones: ['044 33 3616 1234'] },
      { name: 'José Hernández López', emails: ['josehdz@gmail.com'], phones: ['+52 1 33 3616 1234'] },
    );
    expect(reasons.map((r) => r.label)).toEqual(['mismo teléfono', 'mismo correo', 'mismo nombre']);
    expect(duplicateScore(exactMatchCount(reasons))).toBe(100);
  });
});

describe('matchReasons: the rest of a lead', () => {
  it('compares every phone and e-mail a lead has', () => {
    const a = { name: 'Rosa Medina', phones: ['81 8340 1234', '81 1234 5678'], emails: ['rosa@hotmail.com'] };
    const b = { name: 'Pedro Ibarra', phones: ['+52 81 1234 5678'], emails: ['pedro@hotmail.com'] };
    expect(labels(a, b)).toEqual(['mismo teléfono']);
  });

  it('a similar name does not count on the thirds; equal phone plus similar name is 33.33 %', () => {
    const reasons = matchReasons({ name: 'Juan Carlos López Hernández', phones: ['5512345678'] }, { name: 'Juan López', phones: ['55 1234 5678'] });
    expect(reasons.map((r) => r.label)).toEqual(['mismo teléfono', 'nombre parecido 70 %']);
    expect(duplicateScore(exactMatchCount(reasons))).toBe(33.33);
  });

  it('nicknames: Pepe is José, Chema is José María, Beto may be Roberto', () => {
    expect(labels({ name: 'Pepe Hernández' }, { name: 'José Hernández' })).toEqual(['mismo nombre']);
    expect(labels({ name: 'Chema Gutiérrez Soto' }, { name: 'José María Gutiérrez Soto' })).toEqual(['mismo nombre']);
    expect(labels({ name: 'Beto Ruiz Sánchez' }, { name: 'Roberto Ruiz Sánchez' })).toEqual(['mismo nombre']);
    expect(labels({ name: 'Beto Ruiz Sánchez' }, { name: 'Alberto Ruiz Sánchez' })).toEqual(['mismo nombre']);
  });

  it('a typo in a surname and a missing second surname are similar', () => {
    expect(labels({ name: 'José Hernández' }, { name: 'Jose Hernandes' })).toEqual(['nombre parecido 81 %']);
    expect(labels({ name: 'Guadalupe López' }, { name: 'Guadalupe López Pérez' })).toEqual(['nombre parecido 88 %']);
  });

  it('siblings, namesakes and different people are not matched by name', () => {
    expect(matchReasons({ name: 'Juan López Pérez' }, { name: 'María López Pérez' })).toEqual([]);
    expect(matchReasons({ name: 'Juan López Pérez' }, { name: 'Juan López Hernández' })).toEqual([]);
    expect(matchReasons({ name: 'Juan López' }, { name: 'Juan Pérez' })).toEqual([]);
    expect(matchReasons({ name: 'Sergio Vargas' }, { name: 'Sergio Vázquez' })).toEqual([]);
    expect(matchReasons({ name: 'Humberto Ruiz' }, { name: 'Beto Ruiz' })).toEqual([]);
  });

  it('a one-word name only matches an equal one', () => {
    expect(labels({ name: 'Lupita' }, { name: 'Guadalupe' })).toEqual(['mismo nombre']);
    expect(matchReasons({ name: 'Juan' }, { name: 'Juan López' })).toEqual([]);
  });

  it('empty and invalid fields never match each other', () => {
    expect(matchReasons({ name: '', emails: [null, ''], phones: ['123'] }, { name: '  ', emails: [undefined], phones: ['123'] })).toEqual([]);
    expect(matchReasons({}, {})).toEqual([]);
  });

  it('takes stored keys as well as raw contacts, with the same result', () => {
    const a = { name: 'Ma. Gpe. López Pérez', emails: ['gpe.lopez@gmail.com'], phones: ['01 222 246 1234'] };
    const b = { name: 'Lupita López', emails: ['gpelopez@gmail.com'], phones: ['222 246 1234'] };
    expect(matchReasons(duplicateKeys(a), duplicateKeys(b))).toEqual(matchReasons(a, b));
    expect(duplicateKeys(a)).toEqual({ phones: ['2222461234'], emails: ['gpelopez@gmail.com'], names: ['guadalupe lopez maria perez'] });
  });
});

describe('nameKeyScore', () => {
  it('is 1 for equal keys, the mean of similarity and containment otherwise', () => {
    expect(nameKeyScore('hernandez jose', 'hernandez jose')).toBe(1);
    const a = 'juan lopez';
    const b = 'carlos hernandez juan lopez';
    expect(nameKeyScore(a, b)).toBeCloseTo((trigramSimilarity(a, b) + 1) / 2, 10);
  });

  it('never shows 100 % for names that are not equal', () => {
    // Different keys with the same trigram set (a repeated letter).
    expect(nameKeyScore('aaa bb', 'aaaa bb')).toBe(1);
    expect(labels({ name: 'Aaa Bb' }, { name: 'Aaaa Bb' })).toEqual(['nombre parecido 99 %']);
  });
});

const GIVEN = ['José', 'María', 'Guadalupe', 'Juan', 'Luis', 'Ana', 'Jesús', 'Francisco', 'Lupita', 'Pepe', 'Paco', 'Fernanda', 'Fernando', 'Beto', 'Roberto', 'Alejandra', 'Carlos', 'Rosa', 'Ma.'];
const SURNAMES = ['Hernández', 'García', 'Martínez', 'López', 'González', 'Pérez', 'Rodríguez', 'Sánchez', 'Ramírez', 'Cruz', 'Flores', 'Gómez', 'Núñez', 'de la Garza', 'Treviño'];
const nameArb = fc
  .tuple(fc.array(fc.constantFrom(...GIVEN), { minLength: 1, maxLength: 2 }), fc.array(fc.constantFrom(...SURNAMES), { minLength: 1, maxLength: 2 }))
  .map(([g, s]) => [...g, ...s].join(' '));

describe('agreement with the SQL candidate query', () => {
  it('every pair called similar has pg_trgm similarity ≥ NAME_TRIGRAM_PREFILTER on the stored primary keys, unless an ambiguous nickname is involved', () => {
    fc.assert(
      fc.property(nameArb, nameArb, (a, b) => {
        const similar = matchReasons({ name: a }, { name: b }).some((r) => r.kind === 'nombre-parecido');
        if (!similar || /Beto/.test(a + b)) return;
        expect(trigramSimilarity(personNameKey(a), personNameKey(b))).toBeGreaterThanOrEqual(NAME_TRIGRAM_PREFILTER);
      }),
      { numRuns: 2000 },
    );
  });

  it('the prefilter follows from the threshold: (s + 1) / 2 ≥ threshold ⇒ s ≥ 2 × threshold − 1 > prefilter', () => {
    expect(2 * PROBABLE_DUPLICATE_NAME_SCORE - 1).toBeGreaterThan(NAME_TRIGRAM_PREFILTER);
  });

  it('a name compared with itself in any order and spelling is the same name', () => {
    fc.assert(
      fc.property(nameArb, (a) => {
        const shuffled = a.split(' ').reverse().join('  ').toUpperCase();
        if (!personNameKey(a)) return;
        expect(matchReasons({ name: a }, { name: shuffled }).map((r) => r.kind)).toEqual(['mismo-nombre']);
      }),
    );
  });
});
