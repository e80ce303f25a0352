import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { z } from 'zod';
import { parse } from 'csv-parse/sync';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client';
import { col } from './exportColumns';
import { EXPORT_PAGE_SIZE, installListExport } from './listExport';

const TOTAL = EXPORT_PAGE_SIZE * 2 + 345;

async function fakeList() {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const calls: { page: number; limit: number }[] = [];
  // No caller is set, so the mask (which needs the database) is never asked: the db is not used.
  installListExport(app, {} as Db, {
    '/things': { spec: { fileBase: 'cosas', sheet: 'Cosas', columns: [col.number('ID', 'id'), col.text('Nombre', 'name'), col.date('Fecha', 'at')] } },
  });
  app.get('/things', { schema: { querystring: z.object({ page: z.coerce.number().default(1), limit: z.coerce.number().max(100).default(10), q: z.string().optional() }) } }, async (request) => {
    const { page, limit, q } = request.query as { page: number; limit: number; q?: string };
    if (q === 'forbidden') return Promise.reject(Object.assign(new Error('No tienes permiso'), { statusCode: 403 }));
    calls.push({ page, limit });
    const all = Array.from({ length: TOTAL }, (_, i) => ({ id: i + 1, name: `Cosa "${i + 1}", ñ`, at: '2026-11-26T18:00:00.000Z' }));
    return { data: all.slice((page - 1) * limit, page * limit), total: TOTAL, pages: Math.ceil(TOTAL / limit), page, limit };
  });
  await app.ready();
  return { app, calls };
}

describe('installListExport', () => {
  it('runs the list page after page and writes every row in order', async () => {
    const { app, calls } = await fakeList();
    const res = await app.inject({ method: 'GET', url: '/things?format=csv&page=7&limit=10' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="cosas-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = parse(res.rawPayload, { bom: true }) as string[][];
    expect(rows[0]).toEqual(['ID', 'Nombre', 'Fecha']);
    expect(rows.length - 1).toBe(TOTAL);
    expect(rows.slice(1).map((r) => Number(r[0]))).toEqual(Array.from({ length: TOTAL }, (_, i) => i + 1));
    expect(rows[1]).toEqual(['1', 'Cosa "1", ñ', '26-11-2026 12:00:00']);
    expect(calls).toEqual([1, 2, 3].map((page) => ({ page, limit: EXPORT_PAGE_SIZE })));
  });

  it('answers the list as JSON without format, and the list’s own refusal before any file', async () => {
    const { app } = await fakeList();
    const json = await app.inject({ method: 'GET', url: '/things?page=2&limit=5' });
    expect(json.json()).toMatchObject({ page: 2, limit: 5, data: [{ id: 6 }, {}, {}, {}, { id: 10 }] });
    expect((await app.inject({ method: 'GET', url: '/things?format=csv&q=forbidden' })).statusCode).toBe(403);
    const bad = await app.inject({ method: 'GET', url: '/things?format=ods' });
    expect(bad.statusCode).toBe(400);
  });
});
