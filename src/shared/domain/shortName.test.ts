import { describe, expect, it } from 'vitest';
import { distinctShortNames, shortPersonName } from './shortName';

describe('shortPersonName', () => {
  it('keeps the first given name and the first surname', () => {
    expect(shortPersonName('Gilberto', 'Trujillo Collazo Méndez de Olivárez')).toBe('Gilberto Trujillo');
    expect(shortPersonName('María José', 'Pérez López')).toBe('María Pérez');
  });
  it('keeps the particles of a compound surname', () => {
    expect(shortPersonName('Ana', 'de la Garza Treviño')).toBe('Ana de la Garza');
    expect(shortPersonName('Luis', 'del Valle')).toBe('Luis del Valle');
  });
  it('copes with blanks', () => {
    expect(shortPersonName('  Eva ', '')).toBe('Eva');
    expect(shortPersonName('', 'Soto')).toBe('Soto');
  });
});

describe('distinctShortNames', () => {
  it('tells two clients with the same short name apart by the second surname initial', () => {
    expect(
      distinctShortNames([
        { firstName: 'Alejandra', lastName: 'Villaseñor Ruiz' },
        { firstName: 'Alejandra Sofía', lastName: 'Villaseñor Gómez' },
        { firstName: 'Pedro', lastName: 'Soto Lara' },
      ]),
    ).toEqual(['Alejandra Villaseñor R.', 'Alejandra Villaseñor G.', 'Pedro Soto']);
  });
  it('goes further when the initials match too, and keeps one name for the same person twice', () => {
    expect(
      distinctShortNames([
        { firstName: 'Luis', lastName: 'Mora Reyes' },
        { firstName: 'Luis', lastName: 'Mora Ríos' },
        { firstName: 'Ana', lastName: 'Paz Gil' },
        { firstName: 'Ana', lastName: 'Paz Gil' },
      ]),
    ).toEqual(['Luis Mora Reyes', 'Luis Mora Ríos', 'Ana Paz', 'Ana Paz']);
  });
  it('without a second surname, the initial of the other given name; the whole given name when the initials match', () => {
    expect(distinctShortNames([{ firstName: 'Eva María', lastName: 'Soto' }, { firstName: 'Eva Luisa', lastName: 'Soto' }])).toEqual(['Eva M. Soto', 'Eva L. Soto']);
    expect(distinctShortNames([{ firstName: 'Eva María', lastName: 'Soto' }, { firstName: 'Eva Marta', lastName: 'Soto' }])).toEqual(['Eva María Soto', 'Eva Marta Soto']);
  });
  it('tells three or more clients with one short name apart without their whole names (issue 51: the TV cut them with …)', () => {
    const people = [
      { firstName: 'María Guadalupe', lastName: 'Villaseñor Rodríguez' },
      { firstName: 'María Fernanda', lastName: 'Villaseñor Rodríguez' },
      { firstName: 'María', lastName: 'Villaseñor Rodríguez' },
      { firstName: 'María José', lastName: 'Villaseñor García' },
    ];
    const names = distinctShortNames(people);
    expect(names).toEqual(['María G. Villaseñor', 'María F. Villaseñor', 'María Villaseñor R.', 'María Villaseñor G.']);
    expect(new Set(names).size).toBe(people.length);
    // Shorter than each whole name: what fits a TV cell (the whole 'María Guadalupe Villaseñor Rodríguez' did not).
    names.forEach((name, i) => expect(name.length).toBeLessThan(`${people[i]!.firstName} ${people[i]!.lastName}`.length));
  });
  it('keeps five alike apart, each name distinct', () => {
    const people = ['Alejandra Sofía', 'Alejandra Selene', 'Alejandra', 'Alejandra Lucía', 'Alejandra Sofía'].map((firstName, i) => ({
      firstName,
      lastName: i === 4 ? 'Villaseñor Gómez' : 'Villaseñor Rodríguez',
    }));
    const names = distinctShortNames(people);
    expect(new Set(names).size).toBe(5);
    expect(names).not.toContain('Alejandra Villaseñor');
    names.forEach((name, i) => expect(name.length).toBeLessThan(`${people[i]!.firstName} ${people[i]!.lastName}`.length));
  });
});
