import { describe, expect, it } from 'vitest';
import { HR_MSG } from '../domain/hrMessages';
import { cleanList } from '../domain/jobs';
import { vacancyInput } from './vacancy';

const valid = {
  title: 'Ejecutivo de ventas de flotillas',
  location: 'Ciudad de México',
  area: 'Comercial',
  requirements: ['Licenciatura', ' licenciatura ', '', 'Inglés intermedio'],
  activities: ['Prospectar empresas'],
  offerings: ['Prestaciones de ley', 'Prestaciones de ley'],
  salary: '$25,000 a $30,000 brutos mensuales',
};

describe('vacancy input', () => {
  it('keeps the lists without empty or repeated entries', () => {
    const parsed = vacancyInput.parse(valid);
    expect(parsed.requirements).toEqual(['Licenciatura', 'Inglés intermedio']);
    expect(parsed.offerings).toEqual(['Prestaciones de ley']);
  });

  it('refuses a vacancy missing a field or whose lists hold only blanks, with the spec text', () => {
    for (const broken of [{ title: '  ' }, { location: 'Monterrey' }, { area: '' }, { activities: ['', '  '] }, { offerings: [] }]) {
      const result = vacancyInput.safeParse({ ...valid, ...broken });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(HR_MSG.incomplete);
    }
  });

  it('refuses an area of the other location', () => {
    const result = vacancyInput.safeParse({ ...valid, area: 'Manufactura' });
    expect(result.error?.issues[0]?.message).toBe(HR_MSG.invalidArea);
    expect(vacancyInput.safeParse({ ...valid, location: 'Cd. Sahagún, Hidalgo', area: 'Manufactura' }).success).toBe(true);
  });

  it('treats case and inner spacing as the same entry', () => {
    expect(cleanList(['Trabajo  en equipo', 'trabajo en EQUIPO', 'Liderazgo'])).toEqual(['Trabajo en equipo', 'Liderazgo']);
  });
});
