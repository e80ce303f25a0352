import { describe, expect, it } from 'vitest';
import { MAX_QUERY_PAIRS, nameKeyPairs, queryPairs } from './nameKeyPairs';

describe('nameKeyPairs', () => {
  it('gives each pair of a key’s words once, in the key’s order', () => {
    expect(nameKeyPairs('garcia hernandez jose')).toEqual(['garcia hernandez', 'garcia jose', 'hernandez jose']);
    expect(nameKeyPairs('juan')).toEqual([]);
    expect(nameKeyPairs('')).toEqual([]);
  });
});

describe('queryPairs', () => {
  it('adds the pairs of near spellings, written as the index writes them', () => {
    const pairs = queryPairs('hernandes jose', new Map([['hernandes', ['hernandez', 'fernandez']]]));
    expect(pairs).toEqual(['hernandes jose', 'hernandez jose', 'fernandez jose']);
    // 'jose' before 'zamora' whichever word the spelling replaced.
    expect(queryPairs('jose samora', new Map([['samora', ['zamora']]]))).toContain('jose zamora');
  });

  it('skips a pair whose two words are spelt alike, and keeps the name’s own pairs under the cap', () => {
    expect(queryPairs('ana anna', new Map([['ana', ['anna']]]))).toEqual(['ana anna']);
    const words = 'a1 b1 c1 d1 e1 f1 g1 h1'.split(' ');
    const many = new Map(words.map((w) => [w, Array.from({ length: 5 }, (_, i) => `${w}x${i}`)]));
    const pairs = queryPairs(words.join(' '), many);
    expect(pairs).toHaveLength(MAX_QUERY_PAIRS);
    expect(pairs).toEqual(expect.arrayContaining(nameKeyPairs(words.join(' '))));
  });
});
