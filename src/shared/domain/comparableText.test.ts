import { describe, expect, it } from 'vitest';
import { comparableText, slugify } from './comparableText';

describe('comparableText', () => {
  it('drops accents, case and punctuation, keeping the words', () => {
    expect(comparableText('Transportes Núñez, S.A.')).toBe('transportes nunez s a');
    expect(comparableText('  Llamada telefónica ')).toBe('llamada telefonica');
    expect(comparableText('JAC SEI4-PRO')).toBe('jac sei4 pro');
    expect(comparableText('')).toBe('');
  });
});

describe('slugify', () => {
  it('joins the comparable words with dashes', () => {
    expect(slugify('Prospección en frío')).toBe('prospeccion-en-frio');
    expect(slugify('  JAC Polanco, S.A. ')).toBe('jac-polanco-s-a');
    expect(slugify('¡¿!')).toBe('');
  });
});
