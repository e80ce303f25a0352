import { describe, expect, it } from 'vitest';
import { listValues } from './readAccessoryForm';

describe('listValues', () => {
  it('reads a list field sent repeated, comma-separated or as a JSON list', () => {
    expect(listValues(['1', '2'])).toEqual(['1', '2']);
    expect(listValues(['3, 4'])).toEqual(['3', '4']);
    expect(listValues(['[5,6]'])).toEqual(['5', '6']);
    expect(listValues(['', ' '])).toEqual([]);
    expect(listValues(undefined)).toEqual([]);
  });

  it('keeps a malformed JSON list as one value, for the id check to refuse', () => {
    expect(listValues(['[1,'])).toEqual(['[1,']);
    expect(listValues(['{"a":1}'])).toEqual(['{"a":1}']);
  });
});
