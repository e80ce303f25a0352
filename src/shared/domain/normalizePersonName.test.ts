import { describe, expect, it } from 'vitest';
import { MEXICAN_NICKNAMES } from './mexicanNicknames';
import { nameWords, normalizePersonName, personNameKey, personNameKeys } from './normalizePersonName';

describe('nameWords', () => {
  it('strips accents and case, collapses spaces', () => {
    expect(nameWords('  José   HERNÁNDEZ  ')).toEqual(['jose', 'hernandez']);
    expect(nameWords('Raúl Güereca Ávila')).toEqual(['raul', 'guereca', 'avila']);
  });

  it('folds ñ to n (keyboards and imports without ñ write Nunez for Núñez)', () => {
    expect(nameWords('Begoña Núñez Muñoz')).toEqual(['begona', 'nunez', 'munoz']);
    expect(nameWords('Peña')).toEqual(nameWords('PENA'));
  });

  it('splits at hyphens, apostrophes and dots; reads Mª as ma', () => {
    expect(nameWords("Ana O'Farrill Ruiz-Esparza")).toEqual(['ana', 'o', 'farrill', 'ruiz', 'esparza']);
    expect(nameWords('Mª. de Jesús')).toEqual(['ma', 'de', 'jesus']);
  });
});

describe('personNameKey', () => {
  it('José Hernández and Jose Hernandez are one key, whatever the case and spacing', () => {
    expect(personNameKey('José Hernández')).toBe('hernandez jose');
    expect(personNameKey('JOSE  HERNANDEZ')).toBe('hernandez jose');
  });

  it('the two surnames (and the given names) in either order give the same key', () => {
    const key = personNameKey('María Guadalupe López Pérez');
    expect(key).toBe('guadalupe lopez maria perez');
    expect(personNameKey('LOPEZ PEREZ MARIA GUADALUPE')).toBe(key);
    expect(personNameKey('Pérez López, María Guadalupe')).toBe(key);
  });

  it('drops particles of compound surnames and honorifics', () => {
    expect(personNameKey('Lic. Juan de la Cruz del Río')).toBe('cruz juan rio');
    expect(personNameKey('Sra. Carmen López vda. de Pérez')).toBe('carmen lopez perez');
    expect(personNameKey('Ing. Jorge de los Santos')).toBe(personNameKey('Jorge Santos'));
  });

  it('reads nicknames and form abbreviations as the given name', () => {
    expect(personNameKey('Lupita López')).toBe('guadalupe lopez');
    expect(personNameKey('Lupe López')).toBe('guadalupe lopez');
    expect(personNameKey('Ma. Gpe. López Pérez')).toBe(personNameKey('María Guadalupe López Pérez'));
    expect(personNameKey('Pepe Hernández')).toBe(personNameKey('José Hernández'));
    expect(personNameKey('Paco Morales')).toBe('francisco morales');
    expect(personNameKey('Pancho Villa')).toBe('francisco villa');
    expect(personNameKey('Chuy Ramírez')).toBe('jesus ramirez');
    expect(personNameKey('Memo Ochoa')).toBe('guillermo ochoa');
    expect(personNameKey('Lalo Treviño')).toBe('eduardo trevino');
    expect(personNameKey('Nacho Garza')).toBe('garza ignacio');
    expect(personNameKey('Toño Salinas')).toBe('antonio salinas');
    expect(personNameKey('Quique Ortega')).toBe('enrique ortega');
    expect(personNameKey('Conchita Flores')).toBe('concepcion flores');
    expect(personNameKey('Lety Vázquez')).toBe('leticia vazquez');
    expect(personNameKey('Paty Castillo')).toBe('castillo patricia');
  });

  it('a compound nickname stands for both names: Chema is José María, Maru is María Eugenia', () => {
    expect(personNameKey('Chema Gutiérrez')).toBe(personNameKey('José María Gutiérrez'));
    expect(personNameKey('Maru Salazar')).toBe('eugenia maria salazar');
  });

  it('an empty or blank name has the empty key', () => {
    expect(personNameKey(null)).toBe('');
    expect(personNameKey('  ')).toBe('');
    expect(personNameKey('de la')).toBe('');
  });
});

describe('normalizePersonName / personNameKeys', () => {
  it('keeps the order of the words it keeps', () => {
    expect(normalizePersonName('Lic. Pepe de la Cruz')).toEqual([['jose', 'cruz']]);
  });

  it('an ambiguous nickname gives one key per reading, the primary first', () => {
    expect(personNameKeys('Beto Ruiz')).toEqual(['alberto ruiz', 'roberto ruiz']);
    expect(personNameKey('Beto Ruiz')).toBe('alberto ruiz');
    expect(personNameKeys('Roberto Ruiz')).toEqual(['roberto ruiz']);
  });

  it('does not multiply readings without bound', () => {
    expect(personNameKeys('Beto Beto Beto Beto Beto').length).toBeLessThanOrEqual(8);
  });
});

describe('MEXICAN_NICKNAMES', () => {
  it('is written as names are normalised (keys and values lowercase ASCII), so every entry can match', () => {
    for (const [nick, names] of Object.entries(MEXICAN_NICKNAMES)) {
      expect(nameWords(nick), nick).toEqual([nick]);
      for (const name of names) expect(nameWords(name).join(' '), name).toBe(name);
    }
  });

  it('no nickname stands for another nickname', () => {
    for (const names of Object.values(MEXICAN_NICKNAMES)) {
      for (const name of names) for (const word of name.split(' ')) expect(MEXICAN_NICKNAMES[word], word).toBeUndefined();
    }
  });
});
