import { describe, expect, it } from 'vitest';
import { shortPersonName } from './shortName';

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
