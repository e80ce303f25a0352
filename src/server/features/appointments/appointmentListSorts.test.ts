import { describe, expect, it } from 'vitest';
import { APPOINTMENT_COLUMNS } from '../../../shared/lists/appointmentColumns';
import { APPOINTMENT_SORT } from './appointmentRoutes';
import { parseSort } from './listParams';

/** Citas sort by exactly its declaration's sort keys (shared/lists/appointmentColumns.ts), each with its SQL. */
describe('appointments', () => {
  it('maps every declared sort key to SQL, and no other', () => {
    expect(APPOINTMENT_COLUMNS.sortKeys.length).toBeGreaterThan(0);
    expect(Object.keys(APPOINTMENT_SORT).sort()).toEqual([...APPOINTMENT_COLUMNS.sortKeys].sort());
  });
});

describe('parseSort', () => {
  const keys = ['name', 'date'] as const;
  const fallback = { key: 'date', desc: false } as const;
  it('reads prefixes and field:dir, then adds the default order', () => {
    expect(parseSort(undefined, keys, fallback)).toEqual([fallback]);
    expect(parseSort('-name,date:desc', keys, fallback)).toEqual([{ key: 'name', desc: true }, { key: 'date', desc: true }, fallback]);
    expect(parseSort('+name:descend', keys, fallback)).toEqual([{ key: 'name', desc: true }, fallback]);
  });
  it('refuses a key the declaration lacks and an unknown direction', () => {
    expect(() => parseSort('password', keys, fallback)).toThrow();
    expect(() => parseSort('__proto__', keys, fallback)).toThrow();
    expect(() => parseSort('name:up', keys, fallback)).toThrow();
  });
});
