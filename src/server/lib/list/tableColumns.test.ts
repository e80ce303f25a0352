import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bigint, date, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { PgDialect } from 'drizzle-orm/pg-core';
import { rowSelect, tableColumns } from './tableColumns';
import { ListWhere } from './ListWhere';
import { defineListColumns } from '../../../shared/lists/defineListColumns';
import { defineListFilters } from '../../../shared/lists/listFilters';

const deals = pgTable('deals', {
  id: serial('id').primaryKey(),
  agencyId: integer('agency_id').notNull(),
  title: text('title').notNull(),
  budget: bigint('budget', { mode: 'number' }),
  promisedOn: date('promised_on'),
  touchedAt: timestamp('touched_at', { withTimezone: true }).notNull(),
});
const dialect = new PgDialect();
const text_ = (q: ReturnType<typeof sql>) => dialect.sqlToQuery(q);

describe('rowSelect', () => {
  it("reads each answer key from its column, as the wire carries it, and takes the computed ones as given", () => {
    const shape = { id: 1, AgencyId: 1, title: 1, budget: 1, promisedOn: 1, touchedAt: 1, owner: 1 };
    const q = text_(rowSelect(shape, deals, 'd', { owner: sql`u.name` }));
    expect(q.sql).toBe(
      'd."id" AS "id", d."agency_id" AS "AgencyId", d."title" AS "title", d."budget"::float8 AS "budget", d."promised_on"::text AS "promisedOn", ' +
        `CASE WHEN d."touched_at" IS NULL THEN NULL ELSE to_char(d."touched_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') END AS "touchedAt", u.name AS "owner"`,
    );
  });

  it("finds a snake_case key by the column's SQL name and sends a numeric read as a number as a JSON number (a text numeric as stored)", () => {
    const sales = pgTable('sales', {
      creditTerm: integer('credit_term'),
      salePrice: numeric('sale_price', { precision: 14, scale: 2, mode: 'number' }),
      rate: numeric('rate', { precision: 5, scale: 2 }),
    });
    expect(text_(rowSelect({ credit_term: 1, salePrice: 1, rate: 1 }, sales, 's')).sql).toBe(
      's."credit_term" AS "credit_term", s."sale_price"::float8 AS "salePrice", s."rate" AS "rate"',
    );
  });

  it('fails at once when an answer key is neither a column nor computed', () => {
    expect(() => rowSelect({ id: 1, nickname: 1 }, deals, 'd')).toThrow(/'nickname' is neither a column nor computed/);
  });
});

describe('ListWhere.declared', () => {
  const LIST = defineListColumns<{ budget: number | null; promisedOn: string | null; touchedAt: string }>()([
    { path: 'budget', title: 'Presupuesto', kind: 'money', centavos: true, filter: 'range' },
    { path: 'promisedOn', title: 'Fecha prometida', kind: 'day', filter: 'days' },
    { path: 'touchedAt', title: 'Última actividad', kind: 'date', filter: 'days' },
  ]);
  const where = (values: Record<string, unknown>) => text_(new ListWhere(sql`d.agency_id = ${7}`).declared(LIST, values, tableColumns(deals, 'd').sqlOf).sql());

  it('adds nothing for filters not given', () => {
    expect(where({ minBudget: undefined, startPromisedOn: '' }).sql).toBe('d.agency_id = $1');
  });

  it('closes both ends of a range, a date column by its days, a timestamp by Mexico City days', () => {
    const q = where({ minBudget: 100, maxBudget: 200, startPromisedOn: '2027-01-01', endTouchedAt: '2026-11-29' });
    expect(q.sql).toBe(
      'd.agency_id = $1 AND d."budget" >= $2 AND d."budget" <= $3 AND d."promised_on" >= $4::date AND d."touched_at" < ($5::date + 1)::timestamp AT TIME ZONE $6',
    );
    expect(q.params).toEqual([7, 100, 200, '2027-01-01', '2026-11-29', 'America/Mexico_City']);
  });
});

describe('ListWhere.filters', () => {
  const FILTERS = defineListFilters([
    { kind: 'catalog', key: 'user', label: 'Ejecutivo', source: 'companyUsers', permission: 'fleet:filterUser' },
    { kind: 'enum', key: 'status', label: 'Estatus', labels: 'companyStatus' },
    { kind: 'text', key: 'company', label: 'Compañía', max: 200 },
    { kind: 'days', start: 'startDate', end: 'endDate', label: 'Fecha de registro' },
  ]);
  const where = (values: Record<string, unknown>, may = true) =>
    text_(
      new ListWhere(sql`d.agency_id = ${7}`)
        .filters(FILTERS, values, { user: sql`d.user_id`, status: (v) => sql`d.active = ${v === 'ACTIVO'}`, company: sql`d.title`, startDate: sql`d.touched_at` }, () => may)
        .sql(),
    );

  it('adds nothing for filters not given', () => {
    expect(where({ user: undefined, status: '', startDate: null }).sql).toBe('d.agency_id = $1');
  });

  it('compares an id, makes its own condition of a code, finds a text within, bounds Mexico City days', () => {
    const q = where({ user: 3, status: 'INACTIVO', company: '50%', startDate: '2026-11-01' });
    expect(q.sql).toBe('d.agency_id = $1 AND d.user_id = $2 AND d.active = $3 AND lower(d.title) LIKE $4 AND d.touched_at >= ($5::date)::timestamp AT TIME ZONE $6');
    expect(q.params).toEqual([7, 3, false, '%50\\%%', '2026-11-01', 'America/Mexico_City']);
  });

  it('ignores a filter the caller may not use', () => {
    expect(where({ user: 3 }, false).sql).toBe('d.agency_id = $1');
  });
});

describe('ListWhere.filters, the other kinds', () => {
  const LIST = defineListColumns<{ budget: number | null }>()([{ path: 'budget', title: 'Presupuesto', kind: 'money', centavos: true, filter: 'range' }]);
  const FILTERS = defineListFilters([
    { kind: 'catalog', key: 'Products', label: 'Modelos', source: 'fleetProducts', multiple: true },
    { kind: 'catalog', key: 'UserId', label: 'Usuario', source: 'leadAdvisers', everyone: -1 },
    { kind: 'choice', key: 'quantity', label: 'Cantidad', options: [{ value: 1, label: 'Pocas' }, { value: 2, label: 'Muchas' }] },
    { kind: 'check', key: 'late', label: 'Fuera de tiempo' },
    { kind: 'check', key: 'phase', label: 'Congelados', tab: { on: 'CONGELADO', off: 'TODO' } },
    { kind: 'columns', list: LIST },
  ]);
  const where = (values: Record<string, unknown>) =>
    text_(
      new ListWhere(sql`d.agency_id = ${7}`)
        .filters(FILTERS, values, {
          Products: sql`d.product_id`,
          UserId: sql`d.user_id`,
          quantity: (v) => sql`d.units > ${v * 10}`,
          late: sql`d.late`,
          columns: tableColumns(deals, 'd').sqlOf,
        })
        .sql(),
    );

  it('adds nothing for no ids, the id that is every one, an unchecked check or the tab', () => {
    expect(where({ Products: [], UserId: -1, late: false, phase: 'CONGELADO' }).sql).toBe('d.agency_id = $1');
  });

  it('holds any of the ids, takes a choice and a check, and the columns\' filters where they are declared', () => {
    const q = where({ Products: [4, 5], UserId: 3, quantity: 2, late: true, minBudget: 100 });
    expect(q.sql).toBe('d.agency_id = $1 AND d.product_id IN ($2, $3) AND d.user_id = $4 AND d.units > $5 AND d.late AND d."budget" >= $6');
    expect(q.params).toEqual([7, 4, 5, 3, 20, 100]);
  });
});
