import { describe, expect, it } from 'vitest';
import { comparableText } from './comparableText';

describe('comparableText', () => {
  it('drops accents, case and punctuation, keeping the words', () => {
    expect(comparableText('Transportes Núñez, S.A.')).toBe('transportes nunez s a');
    expect(comparableText('  Llamada telefónica ')).toBe('llamada telefonica');
    expect(comparableText('JAC SEI4-PRO')).toBe('jac sei4 pro');
    expect(comparableText('')).toBe('');
  });
});
