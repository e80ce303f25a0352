import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './testApp';
import { files, leadInterests, productColors, productVersions, products } from '../../src/server/db/schema';
import { PRODUCT_MSG } from '../../src/shared/domain/productMessages';
import { MSG } from '../../src/shared/messages';
import { ROLES } from '../../src/shared/domain/roles';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 4 });
});
afterAll(async () => t?.close());

const as = (role: string, options: Parameters<TestApp['api']>[1]) => t.api(`${role}@demo.mx`, options);
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;
const productCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(products))[0]!.n;

const valid = (overrides: Record<string, unknown> = {}) => ({
  name: 'JAC Sei6 Pro',
  model: '2026',
  versions: [
    { name: 'Intelligent', transmission: 'CVT', price: '499900' },
    { name: 'Connect', transmission: 'CVT', price: '539900.50' },
  ],
  price: '499900',
  colors: [{ name: 'Verde Jade', hex: '#2e7d6b' }, { name: 'Blanco Perla' }, { name: 'verde jade' }],
  showRoom360Url: 'https://www.jacmexico.com/showroom-360/sei6-pro',
  imageBase64: dataUrl('image/png', PNG),
  onePagerBase64: dataUrl('application/pdf', PDF),
  dataSheetBase64: dataUrl('application/pdf', PDF),
  ...overrides,
});

describe('POST /product/', () => {
  it('creates the product with versions, colours, collection and the three files, and it shows at once in the lead and visit lists', async () => {
    const catalogs = (await as('product', { method: 'GET', url: '/api/product/data/catalogs' })).json().data;
    const suv = catalogs.collections.find((c: { name: string }) => c.name === 'SUV');
    const res = await as('product', { method: 'POST', url: '/api/product/', payload: { data: valid({ ProductCollectionId: suv.id }) } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(PRODUCT_MSG.created);
    const p = res.json().data;
    expect(p).toMatchObject({ name: 'JAC Sei6 Pro', model: 'Sei6 Pro', year: 2026, version: 'Intelligent', transmission: 'CVT', price: 499900, active: true, ProductCollection: { name: 'SUV' } });
    expect(p.productVersions.map((v: { name: string; price: string }) => [v.name, v.price])).toEqual([['Intelligent', '499900.00'], ['Connect', '539900.50']]);
    expect(p.ProductColors.map((c: { name: string }) => c.name)).toEqual(['Verde Jade', 'Blanco Perla']);
    expect(p.files.image).toMatchObject({ mime: 'image/png' });
    expect(p.files.dataSheet).toMatchObject({ mime: 'application/pdf', size: PDF.length });
    expect(p.imageUrl).toBe(`/api/public/product-images/${p.files.image.id}`);

    // The photo is public; the documents need a session.
    const image = await t.app.inject({ method: 'GET', url: p.imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/api/product/${p.id}/file/dataSheet` })).statusCode).toBe(401);
    const sheet = await as('adviser-floor', { method: 'GET', url: `/api/product/${p.id}/file/dataSheet` });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['x-content-type-options']).toBe('nosniff');
    expect(sheet.rawPayload.equals(PDF)).toBe(true);

    const forLeads = (await as('adviser-floor', { method: 'GET', url: '/api/product/?flag=2' })).json().data;
    expect(forLeads.map((x: { id: number }) => x.id)).toContain(p.id);
    const forVisits = (await as('hostess', { method: 'GET', url: '/api/product/?flag=0' })).json().data;
    expect(forVisits.find((x: { id: number }) => x.id === p.id).ProductColors).toHaveLength(2);
  });

  it('requires name, model, a version and the showroom 360 URL; model and price are numeric', async () => {
    const before = await productCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '  ' }, PRODUCT_MSG.required],
      [{ model: 'Sei6' }, PRODUCT_MSG.modelNumeric],
      [{ model: undefined }, PRODUCT_MSG.modelNumeric],
      [{ versions: [] }, PRODUCT_MSG.versionRequired],
      [{ versions: [{ name: '', price: '1' }] }, PRODUCT_MSG.required],
      [{ versions: [{ name: 'Base', price: 'mucho' }] }, PRODUCT_MSG.priceNumeric],
      [{ price: '12.345' }, PRODUCT_MSG.priceNumeric],
      [{ showRoom360Url: '' }, PRODUCT_MSG.showroomUrl],
      [{ showRoom360Url: 'javascript:alert(1)' }, PRODUCT_MSG.showroomUrl],
    ];
    for (const [broken, message] of cases) {
      const res = await as('product', { method: 'POST', url: '/api/product/', payload: { data: valid(broken) } });
      expect(res.statusCode, JSON.stringify(broken)).toBe(400);
      expect(res.json().data, JSON.stringify(broken)).toBe(message);
    }
    expect(await productCount()).toBe(before);
  });

  it('refuses files by content and size, never with a 5xx, storing nothing', async () => {
    const before = await productCount();
    const filesBefore = (await t.database.db.select().from(files)).length;
    const exe = Buffer.from('4d5a90000300000004000000ffff0000', 'hex');
    const cases: [Record<string, unknown>, number, string][] = [
      [{ imageBase64: dataUrl('image/png', exe) }, 400, PRODUCT_MSG.imageType],
      [{ imageBase64: dataUrl('image/png', PDF) }, 400, PRODUCT_MSG.imageType],
      [{ dataSheetBase64: dataUrl('application/pdf', PNG) }, 400, PRODUCT_MSG.dataSheetType],
      [{ onePagerBase64: 'no es un archivo' }, 400, PRODUCT_MSG.onePagerType],
      [{ dataSheetBase64: dataUrl('application/pdf', Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)])) }, 413, MSG.tooLarge],
    ];
    for (const [broken, status, message] of cases) {
      const res = await as('product', { method: 'POST', url: '/api/product/', payload: { data: valid(broken) } });
      expect(res.statusCode, Object.keys(broken)[0]).toBe(status);
      expect(res.json().data).toBe(message);
    }
    expect(await productCount()).toBe(before);
    expect((await t.database.db.select().from(files)).length).toBe(filesBefore);
  });
});

describe('GET /product/?page= (the catalogue list)', () => {
  it('pages, searches and sorts in SQL, inactive products included', async () => {
    const total = await productCount();
    const first = (await as('product', { method: 'GET', url: '/api/product/?page=1&limit=4' })).json();
    expect(first).toMatchObject({ total, pages: Math.ceil(total / 4), page: 1, limit: 4 });
    expect(first.data).toHaveLength(4);
    const names = first.data.map((r: { name: string }) => r.name);
    expect([...names].sort((a: string, b: string) => a.localeCompare(b, 'en'))).toEqual(names);
    expect(first.data[0]).toEqual(expect.objectContaining({ id: expect.any(Number), year: expect.any(Number), versions: expect.any(Number), colors: expect.any(Number) }));
    const second = (await as('product', { method: 'GET', url: '/api/product/?page=2&limit=4' })).json().data;
    expect(second.map((r: { id: number }) => r.id)).not.toContain(first.data[0].id);

    const found = (await as('admin', { method: 'GET', url: '/api/product/?page=1&search=frison' })).json();
    expect(found.data.map((r: { name: string }) => r.name)).toEqual(['JAC Frison T8']);
    const byVersion = (await as('admin', { method: 'GET', url: '/api/product/?page=1&search=connect%20plus' })).json();
    expect(byVersion.data.map((r: { name: string }) => r.name)).toEqual(['JAC Sei4 Pro']);
    const byPrice = (await as('admin', { method: 'GET', url: '/api/product/?page=1&limit=100&sortBy=-price' })).json().data;
    const prices = byPrice.map((r: { price: number }) => r.price);
    expect([...prices].sort((a: number, b: number) => b - a)).toEqual(prices);
    expect((await as('admin', { method: 'GET', url: '/api/product/?page=1&sortBy=password' })).statusCode).toBe(400);
  });
});

describe('PUT /product/{id} and PATCH /product/{id}', () => {
  it("edits every field with 'Producto actualizado', replacing and removing files, keeping the colours leads point at", async () => {
    const created = (await as('admin', { method: 'POST', url: '/api/product/', payload: { data: valid({ name: 'JAC Editable' }) } })).json().data;
    const verde = created.ProductColors.find((c: { name: string }) => c.name === 'Verde Jade');
    const res = await as('product', {
      method: 'PUT',
      url: `/api/product/${created.id}`,
      payload: {
        data: valid({
          name: 'JAC Editable 2',
          model: 2027,
          versions: [{ name: 'Limited', transmission: 'Manual', price: 450000 }],
          price: '',
          colors: [{ name: 'Verde Jade', hex: '#114433' }, { name: 'Rojo Volcán' }],
          imageBase64: dataUrl('image/jpeg', Buffer.from('ffd8ffe000104a464946', 'hex')),
          onePagerBase64: undefined,
          dataSheetBase64: undefined,
          remove: ['dataSheet'],
        }),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(PRODUCT_MSG.updated);
    const p = res.json().data;
    expect(p).toMatchObject({ name: 'JAC Editable 2', year: 2027, version: 'Limited', transmission: 'Manual', price: 450000 });
    expect(p.productVersions).toEqual([expect.objectContaining({ name: 'Limited', price: '450000.00' })]);
    expect(p.ProductColors).toEqual([expect.objectContaining({ id: verde.id, hex: '#114433' }), expect.objectContaining({ name: 'Rojo Volcán' })]);
    expect(p.files.image.mime).toBe('image/jpeg');
    expect(p.files.onePager).toEqual(created.files.onePager);
    expect(p.files.dataSheet).toBeNull();
    expect(p.imageUrl).not.toBe(created.imageUrl);
    expect((await t.app.inject({ method: 'GET', url: created.imageUrl })).statusCode).toBe(404);
    expect((await as('product', { method: 'PUT', url: '/api/product/999999', payload: { data: valid() } })).statusCode).toBe(404);
  });

  it('deactivates and reactivates: a deactivated product leaves the lead lists and its photo is no longer public', async () => {
    const p = (await as('admin', { method: 'POST', url: '/api/product/', payload: { data: valid({ name: 'JAC Temporal' }) } })).json().data;
    const off = await as('product', { method: 'PATCH', url: `/api/product/${p.id}`, payload: { data: { active: false } } });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ message: PRODUCT_MSG.deactivated, data: { active: false } });
    const forLeads = (await as('adviser-floor', { method: 'GET', url: '/api/product/?flag=2' })).json().data;
    expect(forLeads.map((x: { id: number }) => x.id)).not.toContain(p.id);
    expect((await t.app.inject({ method: 'GET', url: p.imageUrl })).statusCode).toBe(404);
    const inactive = (await as('product', { method: 'GET', url: '/api/product/?page=1&status=inactive' })).json().data;
    expect(inactive.map((x: { id: number }) => x.id)).toContain(p.id);
    const on = await as('product', { method: 'PATCH', url: `/api/product/${p.id}`, payload: { data: { active: true } } });
    expect(on.json().message).toBe(PRODUCT_MSG.activated);
  });
});

describe('DELETE /product/{id}', () => {
  it('deletes an unused product; one in use answers 409 and stays', async () => {
    const unused = (await as('admin', { method: 'POST', url: '/api/product/', payload: { data: valid({ name: 'JAC Borrable' }) } })).json().data;
    const del = await as('product', { method: 'DELETE', url: `/api/product/${unused.id}` });
    expect(del.statusCode).toBe(200);
    expect(del.json().data).toBe(PRODUCT_MSG.deleted);
    expect(await t.database.db.select().from(productVersions).where(eq(productVersions.productId, unused.id))).toHaveLength(0);

    const [used] = await t.database.db.select({ id: leadInterests.productId }).from(leadInterests).limit(1);
    const res = await as('product', { method: 'DELETE', url: `/api/product/${used!.id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().data).toBe(PRODUCT_MSG.inUse);
    expect(await t.database.db.select().from(products).where(eq(products.id, used!.id))).toHaveLength(1);
    expect((await as('product', { method: 'DELETE', url: `/api/product/${unused.id}` })).statusCode).toBe(404);
  });

  it('an edit that drops a colour a lead points at keeps that colour', async () => {
    const [interest] = await t.database.db
      .select({ productId: leadInterests.productId, colorId: leadInterests.productColorId })
      .from(leadInterests)
      .where(sql`${leadInterests.productColorId} is not null`)
      .limit(1);
    const detail = (await as('product', { method: 'GET', url: `/api/product/${interest!.productId}` })).json().data;
    const res = await as('product', {
      method: 'PUT',
      url: `/api/product/${interest!.productId}`,
      payload: { data: valid({ name: detail.name, colors: [{ name: 'Color Nuevo' }], imageBase64: null, onePagerBase64: null, dataSheetBase64: null }) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const colors = await t.database.db.select().from(productColors).where(eq(productColors.productId, interest!.productId));
    expect(colors.map((c) => c.id)).toContain(interest!.colorId);
    expect(colors.map((c) => c.name)).toContain('Color Nuevo');
  });
});

describe('access (spec part 2 §6: product area admin and product)', () => {
  it('lets every role export the list it reads (issue 42): the active models for the sales roles, the catalogue screen for admin and product', async () => {
    const active = (await t.database.db.select({ id: products.id }).from(products).where(eq(products.active, true))).length;
    const adviser = await as('adviser-floor', { method: 'GET', url: '/api/product/?format=csv' });
    expect(adviser.statusCode, adviser.body.slice(0, 200)).toBe(200);
    expect(adviser.headers['content-type']).toMatch(/text\/csv/);
    const lines = adviser.body.trim().split(/\r?\n/);
    expect(lines).toHaveLength(active + 1);
    expect(lines.slice(1).every((l) => l.includes('Activo'))).toBe(true);
    // The catalogue screen's export keeps its filters: admin's inactive tab exports only inactive products.
    const inactive = await as('admin', { method: 'GET', url: '/api/product/?format=csv&status=inactive' });
    expect(inactive.statusCode).toBe(200);
    expect(inactive.body.trim().split(/\r?\n/).slice(1).every((l) => l.includes('Inactivo'))).toBe(true);
  });

  it('refuses every other role on every write and on the catalogue list; reading one product stays open to signed-in users', async () => {
    const [p] = await t.database.db.select({ id: products.id }).from(products).limit(1);
    const before = await productCount();
    for (const role of ROLES.filter((r) => r !== 'admin' && r !== 'product')) {
      expect((await as(role, { method: 'GET', url: '/api/product/?page=1' })).statusCode, role).toBe(403);
      const post = await as(role, { method: 'POST', url: '/api/product/', payload: { data: valid() } });
      expect(post.statusCode, role).toBe(403);
      expect(post.json().data).toBe(MSG.forbidden);
      expect((await as(role, { method: 'PUT', url: `/api/product/${p!.id}`, payload: { data: valid() } })).statusCode, role).toBe(403);
      expect((await as(role, { method: 'PATCH', url: `/api/product/${p!.id}`, payload: { data: { active: false } } })).statusCode, role).toBe(403);
      expect((await as(role, { method: 'DELETE', url: `/api/product/${p!.id}` })).statusCode, role).toBe(403);
      expect((await as(role, { method: 'GET', url: `/api/product/${p!.id}` })).statusCode, role).toBe(200);
    }
    expect(await productCount()).toBe(before);
    expect((await t.database.db.select().from(products).where(eq(products.id, p!.id)))[0]!.active).toBe(true);
  });

  it('judges the permission before the query (issue 51): a refused role gets 403 for page=zz, at both paths; admin and product get 400', async () => {
    for (const url of ['/api/product/', '/api/product']) {
      for (const role of ROLES.filter((r) => r !== 'admin' && r !== 'product')) {
        for (const query of ['page=zz', 'page=', 'page=1&limit=zz', 'page=0&sortBy=password']) {
          const res = await as(role, { method: 'GET', url: `${url}?${query}` });
          expect(res.statusCode, `${role} ${url}?${query}`).toBe(403);
          expect(res.json().data).toBe(MSG.forbidden);
        }
        // The active products for the forms stay every signed-in role's: a bad flag there is a 400.
        expect((await as(role, { method: 'GET', url: `${url}?flag=zz` })).statusCode, role).toBe(400);
      }
      for (const role of ['admin', 'product']) {
        expect((await as(role, { method: 'GET', url: `${url}?page=zz` })).statusCode, role).toBe(400);
      }
    }
  });
});
