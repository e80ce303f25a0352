import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './testApp';
import { accessoryItemImages, accessoryItemModels, accessoryItems, accessoryLeads, accessoryTypes, agencies, productFamilies, products } from '../../src/server/db/schema';
import { ECOMMERCE_MSG } from '../../src/shared/domain/ecommerceMessages';
import { MSG } from '../../src/shared/messages';
import { ROLES } from '../../src/shared/domain/roles';
import { JPG_BYTES, multipartBody, PNG_BYTES, type MultipartFile } from './multipartBody';

let t: TestApp;
const ids = { types: {} as Record<string, number>, families: {} as Record<string, number>, products: {} as Record<string, number> };
beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 5 });
  const db = t.database.db;
  for (const r of await db.select().from(accessoryTypes)) ids.types[r.name] = r.id;
  for (const r of await db.select().from(productFamilies)) ids.families[r.name] = r.id;
  for (const r of await db.select({ id: products.id, model: products.model }).from(products)) ids.products[r.model] = r.id;
});
afterAll(async () => t?.close());

const admin = (options: Parameters<TestApp['api']>[1]) => t.api('admin@demo.mx', options);
const E = '/ecommerce-api';

const fields = (overrides: Record<string, string | string[]> = {}) => ({
  name: 'Rack de techo Safari',
  price: '12499.50',
  description: 'Canastilla de acero para equipaje con malla incluida.',
  modelAccessory: 'RK-SAF-01',
  ItemAccesoryTypeId: String(ids.types['Portaequipaje']),
  models: [String(ids.products['Sei4 Pro']), String(ids.products['Sei7 Pro'])],
  ...overrides,
});
const png = (field: string, name = 'foto.png'): MultipartFile => ({ field, filename: name, contentType: 'image/png', bytes: PNG_BYTES });
const jpg = (field: string): MultipartFile => ({ field, filename: 'foto.jpg', contentType: 'image/jpeg', bytes: JPG_BYTES });

async function createItem(f = fields(), files: MultipartFile[] = [png('productImages'), png('productImages'), jpg('images')]) {
  const body = multipartBody(f, files);
  return admin({ method: 'POST', url: `${E}/ecommerce`, ...body });
}
const itemCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(accessoryItems))[0]!.n;

describe('access', () => {
  const calls = [
    { method: 'GET', url: `${E}/ecommerce` },
    { method: 'GET', url: `${E}/ecommerce/1` },
    { method: 'PATCH', url: `${E}/ecommerce/deactivateItems`, payload: [1] },
    { method: 'GET', url: `${E}/ecommerce/data/catalogs` },
    { method: 'GET', url: `${E}/accessory-types` },
    { method: 'GET', url: `${E}/productFamily/all-families` },
    { method: 'POST', url: `${E}/ecommerce`, ...multipartBody({ name: 'x' }) },
    { method: 'PUT', url: `${E}/ecommerce/1`, ...multipartBody({ name: 'x' }) },
  ] as const;

  it('refuses every e-commerce call to every role but admin (403), and nothing is deactivated', async () => {
    for (const role of ROLES.filter((r) => r !== 'admin')) {
      for (const call of calls) {
        const res = await t.api(`${role}@demo.mx`, { ...call, payload: 'payload' in call ? call.payload : undefined } as never);
        expect(res.statusCode, `${role} ${call.method} ${call.url}`).toBe(403);
        expect(res.json().data).toBe(MSG.forbidden);
      }
    }
    const [first] = await t.database.db.select({ active: accessoryItems.active }).from(accessoryItems).where(eq(accessoryItems.id, 1));
    expect(first!.active).toBe(true);
  });

  it('answers 401 without a session', async () => {
    for (const call of calls) {
      const res = await t.app.inject(call as never);
      expect(res.statusCode, call.url).toBe(401);
    }
  });
});

describe('catalogs', () => {
  it('lists the seeded accessory types and the families with their products', async () => {
    const res = await admin({ method: 'GET', url: `${E}/ecommerce/data/catalogs` });
    expect(res.statusCode).toBe(200);
    const { accesoryTypes, productFamilies: families } = res.json().data;
    expect(accesoryTypes.map((x: { name: string }) => x.name)).toContain('Carga eléctrica');
    const electric = families.find((f: { name: string }) => f.name === 'Eléctricos');
    expect(electric.Products.map((p: { model: string }) => p.model).sort()).toEqual(['E10X', 'E30X']);

    const types = await admin({ method: 'GET', url: `${E}/accessory-types` });
    expect(types.json().data).toEqual(accesoryTypes);
    const all = await admin({ method: 'GET', url: `${E}/productFamily/all-families` });
    expect(all.json().data).toEqual(families);
  });
});

describe('GET /ecommerce', () => {
  it('pages the active items newest first with type, models and families', async () => {
    const res = await admin({ method: 'GET', url: `${E}/ecommerce?page=1&limit=5` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 12, pages: 3, page: 1, limit: 5 });
    expect(body.data).toHaveLength(5);
    expect(body.data[0].name).toBe('Kit de seguridad vial');
    expect(body.data[0].ItemAccesoryType).toEqual({ id: ids.types['Seguridad'], name: 'Seguridad' });
    expect(body.data[0].Products).toHaveLength(8);
    expect(body.data[0].productImages[0].url).toMatch(/^data:image\/svg\+xml,/);
    const last = await admin({ method: 'GET', url: `${E}/ecommerce?page=3&limit=5` });
    expect(last.json().data.map((r: { name: string }) => r.name)).toEqual(['Barras de techo de aluminio', 'Tapetes de uso rudo']);
  });

  it('searches by name (wildcards typed are literal) and filters by type, family and model', async () => {
    const names = async (query: string) => (await admin({ method: 'GET', url: `${E}/ecommerce?${query}` })).json().data.map((r: { name: string }) => r.name).sort();
    expect(await names('search=CARGADOR')).toEqual(['Cargador de pared 7 kW']);
    expect(await names('search=%25')).toEqual([]);
    expect(await names(`accessoryTypeId=${ids.types['Carga eléctrica']}`)).toEqual(['Cable de carga portátil Modo 2', 'Cargador de pared 7 kW']);
    expect(await names(`familyId=${ids.families['Pick-up']}`)).toEqual([
      'Cubierta rígida de batea',
      'Defensa delantera tubular',
      'Estribos laterales',
      'Kit de seguridad vial',
      'Portabicicletas de enganche',
    ]);
    expect(await names(`productId=${ids.products['E10X']}`)).toEqual(['Cable de carga portátil Modo 2', 'Cargador de pared 7 kW', 'Kit de seguridad vial']);
    expect(await names(`productId=${ids.products['E10X']}&accessoryTypeId=${ids.types['Seguridad']}&search=kit`)).toEqual(['Kit de seguridad vial']);
    const sorted = await admin({ method: 'GET', url: `${E}/ecommerce?sortBy=name&limit=2` });
    expect(sorted.json().data.map((r: { name: string }) => r.name)).toEqual(['Barras de techo de aluminio', 'Cable de carga portátil Modo 2']);
    const reversed = await admin({ method: 'GET', url: `${E}/ecommerce?sortBy=-name&limit=1` });
    expect(reversed.json().data[0].name).toBe('Tapetes de uso rudo');
  });

  it('refuses malformed filters with 400', async () => {
    for (const q of ['accessoryTypeId=abc', 'page=0', 'limit=1000', 'sortBy=password', `search=${'x'.repeat(101)}`]) {
      const res = await admin({ method: 'GET', url: `${E}/ecommerce?${q}` });
      expect(res.statusCode, q).toBe(400);
    }
  });
});

describe('POST /ecommerce (multipart)', () => {
  it('creates the item with its models and both image groups, served publicly with the type of their bytes', async () => {
    const res = await createItem();
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(ECOMMERCE_MSG.uploaded);
    const item = res.json().data;
    expect(item).toMatchObject({ name: 'Rack de techo Safari', price: '12499.50', modelAccessory: 'RK-SAF-01', ItemAccesoryType: { name: 'Portaequipaje' } });
    expect(item.Products.map((p: { model: string }) => p.model).sort()).toEqual(['Sei4 Pro', 'Sei7 Pro']);
    expect(item.ProductFamilies).toEqual([{ id: ids.families['SUV'], name: 'SUV' }]);
    expect(item.productImages).toHaveLength(2);
    expect(item.images).toHaveLength(1);
    const url = new URL(item.images[0].url);
    // Absolute, on the origin the caller used, so an <img> of any client can load it.
    expect(url.origin).toBe('http://localhost');
    expect(url.pathname).toMatch(/^\/api\/public\/accessories\/images\/\d+$/);
    const image = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.equals(JPG_BYTES)).toBe(true);
    const models = await t.database.db.select().from(accessoryItemModels).where(eq(accessoryItemModels.itemId, item.id));
    expect(models).toHaveLength(2);
  });

  it('accepts the models as a JSON list in one field', async () => {
    const res = await createItem(fields({ name: 'Tapete de cajuela', models: JSON.stringify([ids.products['J7']]) }), []);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.Products.map((p: { model: string }) => p.model)).toEqual(['J7']);
  });

  it("answers 'Todos los campos son requeridos' when a field or the models are missing, and stores nothing", async () => {
    const before = await itemCount();
    for (const broken of [fields({ name: '' }), fields({ models: [] }), fields({ price: 'abc' }), fields({ price: '100000000' }), fields({ price: '-5' }), fields({ description: '   ' }), fields({ ItemAccesoryTypeId: '' })]) {
      const res = await createItem(broken);
      expect(res.statusCode).toBe(400);
      expect(res.json().data).toBe(ECOMMERCE_MSG.requiredFields);
    }
    expect(await itemCount()).toBe(before);
  });

  it('refuses pictures that are not PNG or JPG by their bytes (400), whatever the name says', async () => {
    const before = await itemCount();
    const fake = { field: 'images', filename: 'foto.png', contentType: 'image/png', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') };
    const pdf = { field: 'productImages', filename: 'foto.jpg', contentType: 'image/jpeg', bytes: Buffer.from('%PDF-1.4\n%%EOF') };
    for (const file of [fake, pdf]) {
      const res = await createItem(fields(), [png('images'), file]);
      expect(res.statusCode).toBe(400);
      expect(res.json().data).toBe(ECOMMERCE_MSG.imageType);
    }
    expect(await itemCount()).toBe(before);
  });

  it('refuses a picture over 5 MB with 413 and stores nothing', async () => {
    const before = await itemCount();
    const big = { field: 'productImages', filename: 'grande.png', contentType: 'image/png', bytes: Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024 + 10)]) };
    const res = await createItem(fields(), [big]);
    expect(res.statusCode).toBe(413);
    expect(res.json().data).toBe(ECOMMERCE_MSG.imageTooLarge);
    expect(await itemCount()).toBe(before);
  });

  it('refuses more than 10 pictures in one group with 400', async () => {
    const before = await itemCount();
    const res = await createItem(fields(), Array.from({ length: 11 }, (_, i) => png('images', `f${i}.png`)));
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toBe(ECOMMERCE_MSG.tooManyImages);
    expect(await itemCount()).toBe(before);
  });

  it('refuses an unknown type or model with 400, and a body that is not multipart', async () => {
    const unknownType = await createItem(fields({ ItemAccesoryTypeId: '99999' }), []);
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json().data).toBe(ECOMMERCE_MSG.unknownCatalog);
    const unknownModel = await createItem(fields({ models: ['99999'] }), []);
    expect(unknownModel.json().data).toBe(ECOMMERCE_MSG.unknownCatalog);
    const json = await admin({ method: 'POST', url: `${E}/ecommerce`, payload: { name: 'x' } });
    expect(json.statusCode).toBe(400);
  });
});

describe('GET and PUT /ecommerce/:id', () => {
  it('answers data, images and productImages; 404 for an unknown id and 400 for a malformed one', async () => {
    const res = await admin({ method: 'GET', url: `${E}/ecommerce/1` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.name).toBe('Tapetes de uso rudo');
    expect(body.images).toEqual(body.data.images);
    expect(body.productImages).toHaveLength(1);
    expect((await admin({ method: 'GET', url: `${E}/ecommerce/99999` })).json().data).toBe(ECOMMERCE_MSG.notFound);
    expect((await admin({ method: 'GET', url: `${E}/ecommerce/abc` })).statusCode).toBe(400);
  });

  it('edits fields and models, removes the named pictures and adds new ones', async () => {
    const created = (await createItem()).json().data;
    const other = (await admin({ method: 'GET', url: `${E}/ecommerce/2` })).json().data;
    const removed = created.productImages[0].id;
    const body = multipartBody(
      fields({ name: 'Rack de techo Safari XL', price: '13999', models: [String(ids.products['Frison T8'])], deleteImages: JSON.stringify([removed, other.images[0].id]) }),
      [jpg('productImages'), png('images')],
    );
    const res = await admin({ method: 'PUT', url: `${E}/ecommerce/${created.id}`, ...body });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(ECOMMERCE_MSG.updated);
    const item = res.json().data;
    expect(item).toMatchObject({ name: 'Rack de techo Safari XL', price: '13999.00' });
    expect(item.Products.map((p: { model: string }) => p.model)).toEqual(['Frison T8']);
    expect(item.productImages.map((i: { id: number }) => i.id)).not.toContain(removed);
    expect(item.productImages).toHaveLength(2);
    expect(item.images).toHaveLength(2);
    // Another item's picture named in deleteImages is left alone.
    const still = await t.database.db.select().from(accessoryItemImages).where(eq(accessoryItemImages.id, other.images[0].id));
    expect(still).toHaveLength(1);
  });

  it("answers 'Todos los campos son requeridos' for a missing field, 404 for an unknown item, 413/400 for bad pictures", async () => {
    const missing = await admin({ method: 'PUT', url: `${E}/ecommerce/1`, ...multipartBody(fields({ modelAccessory: '' })) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data).toBe(ECOMMERCE_MSG.requiredFields);
    const unknown = await admin({ method: 'PUT', url: `${E}/ecommerce/99999`, ...multipartBody(fields()) });
    expect(unknown.statusCode).toBe(404);
    const text = await admin({ method: 'PUT', url: `${E}/ecommerce/1`, ...multipartBody(fields(), [{ field: 'images', filename: 'a.jpg', contentType: 'image/jpeg', bytes: Buffer.from('hola') }]) });
    expect(text.statusCode).toBe(400);
    const [item] = await t.database.db.select().from(accessoryItems).where(eq(accessoryItems.id, 1));
    expect(item!.name).toBe('Tapetes de uso rudo');
  });
});

describe('PATCH /ecommerce/deactivateItems', () => {
  it("refuses an empty selection with 'No hay productos seleccionados para eliminar.'", async () => {
    for (const payload of [[], { ids: [] }]) {
      const res = await admin({ method: 'PATCH', url: `${E}/ecommerce/deactivateItems`, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().data).toBe(ECOMMERCE_MSG.noneSelected);
    }
  });

  it('deactivates the items: gone from the lists, the detail and the public catalogue; their accessory leads keep the item and its pictures', async () => {
    const target = (await admin({ method: 'GET', url: `${E}/ecommerce?search=Cámara` })).json().data[0];
    const res = await admin({ method: 'PATCH', url: `${E}/ecommerce/deactivateItems`, payload: [target.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: 1, message: ECOMMERCE_MSG.deleted });
    const [row] = await t.database.db.select().from(accessoryItems).where(eq(accessoryItems.id, target.id));
    expect(row!.active).toBe(false);
    expect((await admin({ method: 'GET', url: `${E}/ecommerce?search=Cámara` })).json().total).toBe(0);
    expect((await admin({ method: 'GET', url: `${E}/ecommerce/${target.id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/public/accessories/${target.id}` })).statusCode).toBe(404);
    const [lead] = await t.database.db.select().from(accessoryLeads).where(eq(accessoryLeads.itemId, target.id)).limit(1);
    const detail = await t.api('manager@demo.mx', { method: 'GET', url: `/api/lead-accesorios/${lead!.id}` });
    expect(detail.json().data.Item).toMatchObject({ name: 'Cámara de reversa HD', active: false });
    expect(detail.json().data.Item.ProductImageUrls[0]).toMatch(/^data:image\/svg\+xml,/);
    // A second time there is nothing active left to deactivate.
    expect((await admin({ method: 'PATCH', url: `${E}/ecommerce/deactivateItems`, payload: { ids: [target.id] } })).statusCode).toBe(404);
  });
});

describe('accessory leads', () => {
  it('point at the e-commerce items and show their product pictures first', async () => {
    const res = await t.api('manager@demo.mx', { method: 'GET', url: '/api/lead-accesorios/?limit=24' });
    expect(res.statusCode).toBe(200);
    const withItem = res.json().data.filter((l: { Item: unknown }) => l.Item);
    expect(withItem.length).toBe(24);
    const first = withItem[0].Item;
    expect(first.ProductImageUrls).toHaveLength(2);
    // The product picture (light background) before the other group's.
    expect(decodeURIComponent(first.ProductImageUrls[0])).toContain('#f4f6f9');
  });
});

describe('public catalogue', () => {
  it('answers without a session with active items and only the shop fields', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public/accessories?limit=50' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.length).toBe(body.total);
    const activeCount = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(accessoryItems).where(eq(accessoryItems.active, true)))[0]!.n;
    expect(body.total).toBe(activeCount);
    for (const item of body.data) {
      expect(Object.keys(item).sort()).toEqual(['ItemAccesoryType', 'Products', 'description', 'id', 'images', 'modelAccessory', 'name', 'price', 'productImages']);
    }
    const filtered = await t.app.inject({ method: 'GET', url: `/api/public/accessories?productId=${ids.products['E30X']}` });
    expect(filtered.json().data.map((r: { name: string }) => r.name)).toContain('Cargador de pared 7 kW');
    const catalogs = await t.app.inject({ method: 'GET', url: '/api/public/accessories/catalogs' });
    expect(catalogs.json().data.accesoryTypes.length).toBeGreaterThan(0);
    const agencyList = await t.app.inject({ method: 'GET', url: '/api/public/accessories/agencies' });
    expect(Object.keys(agencyList.json().data[0]).sort()).toEqual(['city', 'id', 'name']);
  });

  it("may be called from the shop's own site (any origin), while the other calls keep their allow-list", async () => {
    const pre = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/public/accessories/interest',
      headers: { origin: 'https://tienda.jac.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(pre.headers['access-control-allow-origin']).toBe('*');
    const list = await t.app.inject({ method: 'GET', url: '/api/public/accessories', headers: { origin: 'https://tienda.jac.example' } });
    expect(list.headers['access-control-allow-origin']).toBe('*');
    const admin = await t.app.inject({ method: 'GET', url: `${E}/ecommerce`, headers: { origin: 'https://tienda.jac.example' } });
    expect(admin.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves nothing else: no picture without a stored file, no other route, no e-commerce call', async () => {
    const seededPicture = (await t.database.db.select({ id: accessoryItemImages.id }).from(accessoryItemImages).limit(1))[0]!;
    expect((await t.app.inject({ method: 'GET', url: `/api/public/accessories/images/${seededPicture.id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/public/accessories/images/99999' })).statusCode).toBe(404);
    // An unknown public path is not public: it needs a token like any private call.
    expect((await t.app.inject({ method: 'GET', url: '/api/public/leads' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/public/accessories/interest' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `${E}/ecommerce` })).statusCode).toBe(401);
  });
});

describe("public 'me interesa'", () => {
  let itemId: number;
  let agencyB: number;
  beforeAll(async () => {
    itemId = (await t.database.db.select({ id: accessoryItems.id }).from(accessoryItems).where(eq(accessoryItems.name, 'Barras de techo de aluminio')))[0]!.id;
    agencyB = (await t.database.db.select({ id: agencies.id }).from(agencies).orderBy(asc(agencies.id)))[1]!.id;
  });
  let ip = 10;
  const send = (payload: unknown, address = `203.0.113.${ip++}`) =>
    t.app.inject({ method: 'POST', url: '/api/public/accessories/interest', payload: payload as object, remoteAddress: address });
  const valid = () => ({ itemId, agencyId: agencyB, name: 'Mariana Ríos', email: 'mariana.rios@correo.mx', phone: '55 1234 5678', message: '¿Lo instalan?' });
  const leadsOf = async (email: string) => t.database.db.select().from(accessoryLeads).where(eq(accessoryLeads.email, email));

  it('creates an unowned accessory lead in the chosen agency, which that agency sees; asking again the same day refreshes it', async () => {
    const res = await send(valid());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ data: ECOMMERCE_MSG.interestReceived });
    const [lead] = await leadsOf('mariana.rios@correo.mx');
    expect(lead).toMatchObject({ agencyId: agencyB, itemId, userId: null, phone: '+525512345678', origin: 'Tienda en línea', stage: 'NUEVO' });
    const seen = await t.api('admin@demo.mx', { method: 'GET', url: `/api/lead-accesorios/${lead!.id}`, agencyId: agencyB });
    expect(seen.json().data.Item.name).toBe('Barras de techo de aluminio');
    const otherAgency = await t.api('manager@demo.mx', { method: 'GET', url: `/api/lead-accesorios/${lead!.id}` });
    expect(otherAgency.statusCode).toBe(404);
    expect((await send(valid())).statusCode).toBe(201);
    expect(await leadsOf('mariana.rios@correo.mx')).toHaveLength(1);
  });

  it('validates: a contact, a real item and agency, no unknown fields', async () => {
    const noContact = await send({ ...valid(), email: '', phone: '' });
    expect(noContact.statusCode).toBe(400);
    expect(noContact.json().data).toBe(ECOMMERCE_MSG.interestContact);
    expect((await send({ ...valid(), email: 'no-es-correo' })).statusCode).toBe(400);
    expect((await send({ ...valid(), phone: '123' })).statusCode).toBe(400);
    expect((await send({ ...valid(), name: '' })).statusCode).toBe(400);
    expect((await send({ ...valid(), userId: 1 })).statusCode).toBe(400);
    expect((await send({ ...valid(), itemId: 'abc' })).statusCode).toBe(400);
    expect((await send({ ...valid(), itemId: 99999 })).json().data).toBe(ECOMMERCE_MSG.notFound);
    const agency = await send({ ...valid(), agencyId: 99999 });
    expect(agency.statusCode).toBe(400);
    expect(agency.json().data).toBe(ECOMMERCE_MSG.agencyUnknown);
  });

  it('answers a bot that fills the trap field like anyone else, and stores nothing', async () => {
    const res = await send({ ...valid(), email: 'bot@spam.example', website: 'http://spam.example' });
    expect(res.statusCode).toBe(201);
    expect(await leadsOf('bot@spam.example')).toHaveLength(0);
  });

  it('rate-limits each address: the sixth request in ten minutes gets 429', async () => {
    const address = '198.51.100.7';
    for (let i = 0; i < 5; i++) expect((await send({ ...valid(), email: `prisa${i}@correo.mx` }, address)).statusCode).toBe(201);
    const res = await send({ ...valid(), email: 'prisa6@correo.mx' }, address);
    expect(res.statusCode).toBe(429);
    expect(res.json().data).toBe(MSG.tooMany);
    expect(await leadsOf('prisa6@correo.mx')).toHaveLength(0);
    expect((await send({ ...valid(), email: 'otra@correo.mx' }, '198.51.100.8')).statusCode).toBe(201);
  });
});

describe('product families hold catalogue products', () => {
  it('seeds every demo product into exactly one family', async () => {
    const rows = await t.database.db.execute(sql`SELECT count(*)::int AS n FROM products p WHERE NOT EXISTS (SELECT 1 FROM product_family_products f WHERE f.product_id = p.id)`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});
