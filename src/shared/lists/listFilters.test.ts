import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineListColumns } from './defineListColumns';
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

describe('listFilterShape, the other kinds', () => {
  const LIST = defineListColumns<{ budget: number | null }>()([{ path: 'budget', title: 'Presupuesto', kind: 'money', centavos: true, filter: 'range' }]);
  const OTHERS = defineListFilters([
    { kind: 'catalog', key: 'Products', label: 'Modelos', source: 'fleetProducts', multiple: true },
    { kind: 'catalog', key: 'UserId', label: 'Usuario', source: 'leadAdvisers', everyone: -1 },
    { kind: 'choice', key: 'quantity', label: 'Cantidad', options: [{ value: 1, label: 'Pocas' }, { value: 2, label: 'Muchas' }] },
    { kind: 'enum', key: 'subStatus', label: 'Sub estatus', labels: 'subStatus', codes: ['ACTIVO'] },
    { kind: 'check', key: 'late', label: 'Fuera de tiempo' },
    { kind: 'check', key: 'phase', label: 'Congelados', tab: { on: 'CONGELADO', off: 'TODO' } },
    { kind: 'days', start: 'StartDate', end: 'EndDate', label: 'Fecha inicio', endLabel: 'Fecha fin' },
    { kind: 'columns', list: LIST },
  ]);
  const others = z.object(listFilterShape(OTHERS)).strict();

  it("names the columns' keys and a tab's check's key", () => {
    expect(OTHERS.flatMap(listFilterKeys)).toEqual(['Products', 'UserId', 'quantity', 'subStatus', 'late', 'phase', 'StartDate', 'EndDate', 'minBudget', 'maxBudget']);
  });

  it("takes ids as a list or comma-separated, the every-one id, a choice's value as text, a check's 'true', the columns' filters", () => {
    expect(others.parse({ Products: '4,5', UserId: '-1', quantity: '2', subStatus: 'BLOQUEADO', late: 'true', StartDate: '2026-11-01', minBudget: 100 })).toEqual({
      Products: [4, 5],
      UserId: -1,
      quantity: 2,
      subStatus: 'BLOQUEADO',
      late: true,
      StartDate: '2026-11-01',
      minBudget: 100,
    });
    expect(others.parse({ Products: [], late: 'false', quantity: '' })).toEqual({ Products: [], late: undefined, quantity: undefined });
  });

  it("refuses a value no choice has, and a tab's key (the list's own, not a filter)", () => {
    expect(others.safeParse({ quantity: 3 }).success).toBe(false);
    expect(others.safeParse({ phase: 'CONGELADO' }).success).toBe(false);
  });
});
