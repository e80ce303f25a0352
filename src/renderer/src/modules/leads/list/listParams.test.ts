import { describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '@shared/domain/constants';
import { LEADS_DEFAULTS } from '../salesStore';
import { leadsListQuery } from './listParams';

describe('leadsListQuery', () => {
  it('asks for the first page of every phase by default', () => {
    const q = leadsListQuery(LEADS_DEFAULTS);
    expect(q.tab.key).toBe('TODOS');
    expect(q.params).toEqual({ page: 1, limit: PAGE_SIZE, phase: '', search: '', filters: {}, sortBy: undefined });
    expect(q.totals).toEqual({ search: '', filters: {} });
  });

  it('keeps the phase, page, search and sort', () => {
    const q = leadsListQuery({ ...LEADS_DEFAULTS, phase: 'SEGUIMIENTO', page: 3, search: 'ana', sortBy: 'createdAt:desc' });
    expect(q.params).toMatchObject({ page: 3, phase: 'seguimiento', search: 'ana', sortBy: 'createdAt:desc' });
    expect(q.totals).toEqual({ search: 'ana', filters: {} });
  });

  it('adds the chosen adviser unless the filters name one', () => {
    expect(leadsListQuery({ ...LEADS_DEFAULTS, UserId: 7 }).filters).toEqual({ UserId: 7 });
    expect(leadsListQuery({ ...LEADS_DEFAULTS, UserId: 7, filters: { UserId: 9 } }).filters).toEqual({ UserId: 9 });
  });

  it('keeps the same filters object when nothing is added (a stable query key input)', () => {
    const state = { ...LEADS_DEFAULTS, filters: { subStatus: 'ACTIVO' as const } };
    expect(leadsListQuery(state).filters).toBe(state.filters);
  });

  it('falls back to the first tab for an unknown kept phase', () => {
    expect(leadsListQuery({ ...LEADS_DEFAULTS, phase: 'NADA' as never }).tab.key).toBe('TODOS');
  });
});
