import { describe, expect, it } from 'vitest';
import { trigramContainment, trigramSimilarity, trigrams } from './trigramSimilarity';

/**
 * Values PostgreSQL's pg_trgm returned for these pairs (PGlite 0.5 with its pg_trgm extension,
 * `SELECT similarity($1, $2), show_trgm($1)`); PostgreSQL prints float4, hence 7 digits.
 */
const PG_TRGM: [string, string, number][] = [
  ['word', 'two words', 0.36363637],
  ['jose hernandez', 'jose hernandes', 0.7647059],
  ['guadalupe lopez maria perez', 'guadalupe lopez', 0.5925926],
  ['juan lopez', 'juan perez', 0.375],
  ['lopez maria', 'lopez perez maria', 0.7058824],
  ['alberto lopez', 'lopez roberto', 0.5555556],
  ['hernandez jose', 'jose hernandez', 1],
  ['a', 'a b', 0.5],
  ['x1 y-2', 'x1 y2', 0.44444445],
  ["o'brien", 'obrien', 0.5],
  ['muñoz', 'munoz', 0.33333334],
  ['José', 'jose', 0.42857143],
  ['', 'abc', 0],
  ['  ', ' ', 0],
];

describe('trigrams (pg_trgm show_trgm)', () => {
  it('pads each lowercased word with two spaces in front and one behind', () => {
    expect([...trigrams('word')].sort()).toEqual(['  w', ' wo', 'ord', 'rd ', 'wor']);
    expect([...trigrams('Two Words')].sort()).toEqual(['  t', '  w', ' tw', ' wo', 'ds ', 'ord', 'rds', 'two', 'wo ', 'wor']);
  });

  it('splits words at anything that is not a letter or digit, and keeps a one-letter word', () => {
    expect([...trigrams('x1 y-2')].sort()).toEqual(['  2', '  x', '  y', ' 2 ', ' x1', ' y ', 'x1 ']);
  });

  it('counts each trigram once', () => {
    expect(trigrams('ana ana').size).toBe(trigrams('ana').size);
  });
});

describe('trigramSimilarity (pg_trgm similarity)', () => {
  it.each(PG_TRGM)('similarity(%j, %j) = %f as in PostgreSQL', (a, b, expected) => {
    expect(trigramSimilarity(a, b)).toBeCloseTo(expected, 6);
    expect(trigramSimilarity(b, a)).toBeCloseTo(expected, 6);
  });
});

describe('trigramContainment', () => {
  it('is 1 when the shorter name is wholly inside the longer', () => {
    expect(trigramContainment('guadalupe lopez', 'guadalupe lopez maria perez')).toBe(1);
    expect(trigramContainment('guadalupe lopez maria perez', 'guadalupe lopez')).toBe(1);
  });

  it('is the share of the smaller trigram set found in the other', () => {
    // 'juan lopez' and 'juan perez' have 11 trigrams each and share 5 ('  j', ' ju', 'jua', 'uan', 'an ') plus 'ez '.
    expect(trigramContainment('juan lopez', 'juan perez')).toBeCloseTo(6 / 11, 10);
    expect(trigramContainment('', 'juan')).toBe(0);
  });
});
