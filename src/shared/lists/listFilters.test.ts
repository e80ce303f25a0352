import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineListFilters, listFilterKeys, listFilterShape } from './listFilters';

const FILTERS = defineListFilters([
  { kind: 'catalog', key: 'user', label: 'Ejecutivo', source: 'companyUsers', permission: 'fleet:filterUser' },
  { kind: 'enum', key: 'status', label: 'Estatus', labels: 'companyStatus' },
  { kind: 'text', key: 'company', label: 'Compañía', max: 5 },
  { kind: 'days', start: 'startDate', end: 'endDate', label: 'Fecha de registro' },
]);
const filters = z.object(listFilterShape(FILTERS));

describe('listFilterKeys', () => {
  it('names one key per filter, two for a day range', () => {
    expect(FILTERS.flatMap(listFilterKeys)).toEqual(['user', 'status', 'company', 'startDate', 'endDate']);
  });
});

describe('listFilterShape', () => {
  it('takes an id, a code of the label map, a text and days, and nothing at all', () => {
    expect(filters.parse({})).toEqual({});
    expect(filters.parse({ user: '12', status: 'INACTIVO', company: 'Acme', startDate: '2026-11-01', endDate: '2026-11-29T10:00:00.000Z' })).toEqual({
      user: 12,
      status: 'INACTIVO',
      company: 'Acme',
      startDate: '2026-11-01',
      endDate: '2026-11-29T10:00:00.000Z',
    });
  });

  it('takes an empty id, code or day as none', () => {
    expect(filters.parse({ user: '', status: '', startDate: '' })).toEqual({ user: undefined, status: undefined, startDate: undefined });
  });

  it('refuses a code the label map lacks, an id that is not one, a text too long and a day that does not exist', () => {
    expect(filters.safeParse({ status: 'activo' }).success).toBe(false);
    expect(filters.safeParse({ user: 'x' }).success).toBe(false);
    expect(filters.safeParse({ company: 'Acme SA' }).success).toBe(false);
    expect(filters.safeParse({ startDate: '2026-02-30' }).success).toBe(false);
  });
});
