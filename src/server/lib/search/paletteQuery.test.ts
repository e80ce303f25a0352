import { describe, expect, it } from 'vitest';
import { isEmptyQuery, parsePaletteQuery } from './paletteQuery';

describe('parsePaletteQuery', () => {
  it('reads every common form of a Mexican phone as its 10-digit key', () => {
    for (const form of ['55 1234 5678', '+52 55 1234 5678', '5512345678', '(55) 1234-5678', '+52 1 55 1234 5678']) {
      expect(parsePaletteQuery(form).phoneKey, form).toBe('5512345678');
    }
  });
  it("reads '#1234' and a short number as a record's id", () => {
    expect(parsePaletteQuery('#1234')).toEqual({ id: 1234 });
    expect(parsePaletteQuery('1234').id).toBe(1234);
    expect(parsePaletteQuery('#0')).toEqual({});
  });
  it("takes '#1234' anywhere in the box as that record, as the lists show it ('Nombre Apellido #1234')", () => {
    expect(parsePaletteQuery('Alejandra Villaseñor #2543')).toEqual({ id: 2543 });
    expect(parsePaletteQuery('#2543 Alejandra')).toEqual({ id: 2543 });
    expect(parsePaletteQuery('Ana # 77 ')).toEqual({ id: 77 });
    // Part of a word is not a record number.
    expect(parsePaletteQuery('calle#12').id).toBeUndefined();
  });
  it('reads an e-mail as its compared key and keeps the words for the trigram search', () => {
    const q = parsePaletteQuery('Juan.Perez@Correo.mx');
    expect(q.emailKey).toBe('juan.perez@correo.mx');
    expect(q.like).toBe('%juan.perez@correo.mx%');
  });
  it('searches words from three characters, escaping LIKE wildcards', () => {
    expect(parsePaletteQuery('ga').like).toBeUndefined();
    expect(isEmptyQuery(parsePaletteQuery('ga'))).toBe(true);
    expect(parsePaletteQuery('50%_x').like).toBe('%50\\%\\_x%');
  });
});
