import { describe, expect, it } from 'vitest';
import { escapeLike, ilikePattern, likePattern } from './likePattern';

describe('likePattern', () => {
  it('makes the typed wildcards literal', () => {
    expect(likePattern('50%_OFF\\')).toBe('%50\\%\\_off\\\\%');
    expect(ilikePattern('50%_OFF\\')).toBe('%50\\%\\_OFF\\\\%');
    expect(escapeLike('a_b')).toBe('a\\_b');
  });
});
