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
  it('without a second surname, the whole name', () => {
    expect(distinctShortNames([{ firstName: 'Eva María', lastName: 'Soto' }, { firstName: 'Eva Luisa', lastName: 'Soto' }])).toEqual(['Eva María Soto', 'Eva Luisa Soto']);
  });
});
