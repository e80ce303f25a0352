import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTestApp, type TestApp } from './testApp';
import { fixtures, type Fixtures } from './leadsFixtures';
import { walkedRoutes } from './routeWalk';
import { sql } from 'drizzle-orm';
import { inputErrorOf } from '../../src/server/lib/pgInputError';
import { createHmac } from 'node:crypto';
import { whatsappDeliveries } from '../../src/server/db/schema';

/**
 * Property: whatever malformed value reaches whatever field of any route, the API answers 4xx with
 * a Spanish `{ data }` message, never 5xx. The routes come from the app's route table, so a route
 * added later is fuzzed too; the fields are the names the shared request schemas use.
 */
let t: TestApp;
let f: Fixtures;
let leadId: number;
beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 4 });
  f = await fixtures(t);
  leadId = (await f.makeLead({ userId: null, phase: 'seguimiento' })).id;
}, 120_000);
afterAll(async () => t?.close());

const NUL = String.fromCharCode(0);
/** The eight root causes of the fuzzing report, plus type confusion. */
const MALFORMED: unknown[] = [
  2147483648, 4294967296, -1, 0, 1.5, 1e21, -1e21, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER,
  '2147483648', '0x1F', '+1', '1e3', '1e21', '1.5', '-1', '00000000001', 'abc', '', ' ',
  `a${NUL}b`, NUL, '2024-13-45', '2024-02-30', '0000-01-01', '-0001-01-01', '10000-01-01', '99999-12-31T00:00:00Z', '2024-01-01T25:61:00',
  '__proto__', 'constructor', 'x'.repeat(20_000), 'ñ'.repeat(1_500), '<script>alert(1)</script>', '../../etc/passwd', '/agency/file/../1',
  true, false, null, [], {}, [1, 'a', null], { a: { b: { c: [1] } } }, { __proto__: { admin: true } },
];
const FIELDS = [
  'LeadId', 'id', 'UserId', 'AgencyId', 'ProductId', 'ProductColorId', 'LeadOriginId', 'quantity', 'plazo', 'enganche', 'date',
  'reactivationDate', 'firstName', 'lastName', 'email', 'phone', 'name', 'businessName', 'transferCode', 'street', 'exteriorNumber',
  'postalCode', 'state', 'city', 'suburb', 'municipality', 'coordinates', 'hasService', 'status', 'type', 'comments', 'title',
  'salePrice', 'price', 'credit_term', 'car_exange_year', 'year', 'stage', 'origin', 'newPhase', 'leadEmails', 'leadPhones',
  'leadInterests', 'userRole', 'agencies', 'password', 'vins', 'picLogo', 'files', 'description', 'slug', 'PrincipalLeadId',
  'SecondaryLeadId', 'disableType', 'userToAssign', 'InvoiceNumber', 'rfc', 'AgencyIncomingLeadRuleId', 'LeadOwnerId', 'evidence',
  'realizada_hoy', 'leadActivityType', 'leadActivityChannelType', 'buyType', 'colors', 'model', 'version', 'transmission', 'flag',
  'openingScheduleWeek', 'worksOnMonday', 'ClientId', 'saleVINs', 'credentials', 'gender', 'sector', 'age', 'maritalStatus', 'nickname',
  'birthDate', 'position', 'active', 'SaleType', 'ensurance', 'bank',
  // WhatsApp (issue 53).
  'leadId', 'fleetLeadId', 'text', 'template', 'userId', 'phoneNumberId', 'businessAccountId', 'accessToken', 'appSecret', 'verifyToken',
];
const QUERY_KEYS = ['page', 'limit', 'LeadId', 'UserId', 'AgencyId', 'ProductId', 'StartDate', 'EndDate', 'startDate', 'endDate', 'date', 'sortBy', 'filters', 'search', 'phase', 'leadPhase', 'store', 'model', 'flag', 'range', 'filter', 'stage', 'email', 'phone', 'leadId', 'fleetLeadId', 'before', 'hub.mode', 'hub.verify_token', 'hub.challenge'];
const BAD_IDS = ['2147483648', '0x1F', '1e3', '+1', '-1', '0', 'abc', '1.5', '99999999999999999999', '%00', '%E0%A4%A'];

const malformed = fc.oneof(fc.constantFrom(...MALFORMED), fc.integer(), fc.double(), fc.string({ maxLength: 30 }), fc.string({ unit: 'binary', maxLength: 10 }));
const queryValue = fc.oneof(
  fc.constantFrom(
    ...MALFORMED.filter((v): v is string | number => typeof v === 'string' || typeof v === 'number').map(String),
    '{"StartDate":"2024-99-99"}',
    '{"UserId":2147483648}',
    '{"startDate":"0000-01-01"}',
    '{"status":"__proto__"}',
    '{bad json',
    'id:asc:x',
    '-__proto__',
    'constructor:desc',
  ),
  fc.string({ maxLength: 20 }),
);
const body = fc.dictionary(fc.constantFrom(...FIELDS), malformed, { maxKeys: 6 }).chain((d) => fc.constantFrom<unknown>({ data: d }, d, [d], 'texto', 12));
const query = fc.dictionary(fc.constantFrom(...QUERY_KEYS), queryValue, { maxKeys: 4 });

function fill(pattern: string, id: string) {
  return pattern.replace(/:(\w+)/g, (_m, name: string) => (name === 'type' ? 'ACTIVITY' : id));
}

async function expect4xx(request: { method: string; url: string; query?: Record<string, string>; payload?: unknown }) {
  const res = await t.api('admin@demo.mx', { ...request, agencyId: f.agencyIds[0], method: request.method as 'GET' } as never);
  const where = `${request.method} ${request.url} ${JSON.stringify(request.query ?? {}).slice(0, 200)} ${JSON.stringify(request.payload ?? null)?.slice(0, 300)}`;
  expect(res.statusCode, where).toBeLessThan(500);
  if (res.statusCode >= 400) expect(typeof res.json().data, where).toBe('string');
  return res;
}

describe('malformed input never becomes a 5xx', () => {
  it('fuzzes every write route of the route table (bodies, ids, queries)', async () => {
    const routes = walkedRoutes(t.app.routeTable, ['POST', 'PUT', 'PATCH', 'DELETE']);
    expect(routes.length).toBeGreaterThan(35);
    for (const route of routes) {
      // A real id lets the body reach the service; DELETE only ever gets malformed ids (no user is disabled).
      const ids = route.method === 'DELETE' ? fc.constantFrom(...BAD_IDS) : fc.oneof(fc.constantFrom(...BAD_IDS), fc.constant(String(leadId)));
      await fc.assert(
        fc.asyncProperty(ids, body, query, async (id, payload, q) => {
          await expect4xx({ method: route.method, url: fill(route.url, encodeURIComponent(id)), query: q, payload });
        }),
        { numRuns: 20, seed: 2026 },
      );
    }
  }, 600_000);

  it('fuzzes every read route of the route table (ids and queries)', async () => {
    const routes = walkedRoutes(t.app.routeTable, ['GET']);
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(fc.oneof(fc.constantFrom(...BAD_IDS), fc.constant(String(leadId))), query, async (id, q) => {
          await expect4xx({ method: 'GET', url: fill(route.url, encodeURIComponent(id)), query: q });
        }),
        { numRuns: 8, seed: 2026 },
      );
    }
  }, 600_000);

  it('answers each reported root cause with a 400 and a Spanish message', async () => {
    const bad = async (request: { method: string; url: string; query?: Record<string, string>; payload?: unknown }, status = 400) => {
      const res = await expect4xx(request);
      expect(res.statusCode, `${request.method} ${request.url}`).toBe(status);
    };
    for (const id of ['2147483648', '0x1F', '+1', '1e3', '0', '-1']) await bad({ method: 'GET', url: `/api/lead/${id}` });
    await bad({ method: 'GET', url: '/api/lead/ByAllPhases', query: { StartDate: '2024-13-45' } });
    await bad({ method: 'GET', url: '/api/lead/new', query: { filters: '{"StartDate":"2024-99-99"}' } });
    await bad({ method: 'GET', url: '/api/sale/dashboard', query: { filters: '{"startDate":"2024-99-99"}' } });
    for (const url of ['/api/lead/new', '/api/sale/dashboard', '/api/leadActivity/data/appointments', '/api/registro-visitas', '/api/lead-accesorios/']) {
      await bad({ method: 'GET', url, query: { sortBy: '__proto__' } });
    }
    await bad({ method: 'PATCH', url: `/api/lead/${leadId}`, payload: { data: { firstName: 1, lastName: 'x', email: 'a@b.mx', phone: '5512345678' } } });
    await bad({ method: 'PATCH', url: `/api/lead/${leadId}`, payload: { data: { firstName: `Ana${NUL}`, lastName: 'x', email: 'a@b.mx', phone: '5512345678' } } });
    // The global guard: even a field no schema names may not carry NUL or 20,000 characters.
    await bad({ method: 'PATCH', url: `/api/lead/${leadId}`, payload: { data: { sinEsquema: 'x'.repeat(20_000) } } });
    await bad({ method: 'GET', url: '/api/leadactivitytype', query: { cualquiera: `a${NUL}` } });
    await bad({ method: 'POST', url: '/api/product/', payload: { data: { name: 'X', model: 'X', version: 'X', transmission: 'X', year: 2024, price: 1e21 } } });
    await bad({ method: 'POST', url: '/api/product/', payload: { data: { name: 'X', model: 'X', version: 'X', transmission: 'X', year: 2147483648, price: 1 } } });
    await bad({ method: 'POST', url: '/api/leadOrigin/', payload: { data: { description: 'Origen', slug: 'x'.repeat(20_000) } } });
    // Past the form's body limit (64 KiB) it is not read at all: 413 with the message.
    await bad({ method: 'POST', url: '/api/leadOrigin/', payload: { data: { description: 'Origen', slug: 'x'.repeat(1024 * 1024) } } }, 413);
    await bad({ method: 'POST', url: '/api/agency/', payload: { data: { name: 'x'.repeat(1024 * 1024) } } });
    await bad({ method: 'PUT', url: `/api/agency/${f.agencyIds[0]}`, payload: { data: { picLogo: '/agency/file/../../secret' } } });
    await bad({ method: 'PUT', url: `/api/agency/${f.agencyIds[0]}`, payload: { data: { picLogo: '/agency/file/999999' } } });
    // A record that does not exist is not a server fault: 404 (or 400), never 500.
    const created = await expect4xx({
      method: 'POST',
      url: '/api/leadInterest',
      payload: { LeadId: leadId, ProductId: 999_999, ProductColorId: 999_999, buyType: 'retail', quantity: 1 },
    });
    expect([400, 404]).toContain(created.statusCode);
  }, 300_000);

  it('the safety net turns the database’s own input errors into 4xx, for a route that forgets a primitive', async () => {
    const errorOf = async (query: ReturnType<typeof sql>) => {
      try {
        await t.database.db.execute(query);
      } catch (error) {
        return inputErrorOf(error);
      }
      throw new Error('the query should have failed');
    };
    expect((await errorOf(sql`SELECT ${'abc'}::int`))?.status).toBe(400); // 22P02
    expect((await errorOf(sql`SELECT ${'2147483648'}::int4`))?.status).toBe(400); // 22003
    expect((await errorOf(sql`SELECT ${'2024-13-45'}::date`))?.status).toBe(400); // 22008 / 22007
    expect((await errorOf(sql`SELECT ${'0000-01-01'}::date`))?.status).toBe(400);
    expect((await errorOf(sql`SELECT ${'1e21'}::numeric(14, 2)`))?.status).toBe(400);
    expect((await errorOf(sql`INSERT INTO lead_interests (lead_id, product_id, quantity, current) VALUES (${leadId}, 999999, 1, false)`))?.status).toBe(404); // 23503
    expect((await errorOf(sql`DELETE FROM products WHERE id = ${f.product.id}`))?.status).toBe(409); // 23503, still referenced
    expect((await errorOf(sql`SELECT ${`a${NUL}b`}::text`))?.status).toBe(400); // 22021 or the driver's own refusal
    // A real fault is not disguised as the caller's.
    expect(await errorOf(sql`SELECT * FROM no_such_table`)).toBeUndefined();
  });
});

describe('WhatsApp webhook: hostile deliveries (issue 53)', () => {
  const PHONE_ID = '100200300400500';
  const SECRET = 'fuzz-app-secret-0001';
  const sign = (raw: string) => `sha256=${createHmac('sha256', SECRET).update(raw).digest('hex')}`;
  const post = (raw: string, signature?: string) =>
    t.app.inject({ method: 'POST', url: '/api/public/whatsapp/webhook', headers: { 'content-type': 'application/json', ...(signature ? { 'x-hub-signature-256': signature } : {}) }, payload: raw });
  const stored = async () => (await t.database.db.select().from(whatsappDeliveries)).length;

  it('signed or not, a body that is no delivery of Meta (a 10,000-level bomb, an unknown number id, an oversized body) is a 4xx and nothing is stored', async () => {
    const put = await t.api('admin@demo.mx', {
      method: 'PUT',
      url: `/api/agency/${f.agencyIds[0]}/whatsapp`,
      payload: { phoneNumberId: PHONE_ID, businessAccountId: '200300400500600', accessToken: 'fuzz-access-token-1', appSecret: SECRET, verifyToken: 'fuzz-verify-token-1' },
    });
    expect(put.statusCode, put.body).toBe(200);
    const before = await stored();
    const meta = `"metadata":{"phone_number_id":"${PHONE_ID}"}`;
    const hostile = [
      `{${meta},"x":${'['.repeat(10_000)}${']'.repeat(10_000)}}`,
      `{${meta},"x":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}`,
      `{${meta}`,
      `{${meta},"object":"page"}`,
      `{${meta},"object":"whatsapp_business_account","entry":{}}`,
      `{${meta},"object":"whatsapp_business_account"} trailing`,
      `{"metadata":{"phone_number_id":"${PHONE_ID}"},"other":{"phone_number_id":"999"}}`,
    ];
    for (const raw of hostile) {
      for (const signature of [sign(raw), undefined, 'sha256=00', 'sha1=abc', sign(`${raw} `)]) {
        const res = await post(raw, signature);
        expect(res.statusCode, `${raw.slice(0, 80)} ${signature?.slice(0, 12)}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
      }
    }
    // A well-formed delivery for a number id no agency has (404), and one over the body limit (413), signed or not.
    const delivery = (phoneId: string, pad = '') =>
      JSON.stringify({ object: 'whatsapp_business_account', entry: [{ id: '1', changes: [{ field: 'messages', value: { metadata: { phone_number_id: phoneId }, pad, messages: [{ id: 'wamid.fuzz', from: '5215500000000', type: 'text', text: { body: 'hola' } }] } }] }] });
    for (const [raw, status] of [
      [delivery('999888777666555'), 404],
      [delivery(PHONE_ID, 'x'.repeat(300 * 1024)), 413],
    ] as const) {
      for (const signature of [sign(raw), undefined]) expect((await post(raw, signature)).statusCode, `${status}`).toBe(status);
    }
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ maxLength: 200 }), fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v))), fc.boolean(), async (text, signed) => {
        const raw = text.includes('phone_number_id') ? text : `{${meta},"x":${JSON.stringify(text)}}`;
        const res = await post(raw, signed ? sign(raw) : undefined);
        expect(res.statusCode, raw.slice(0, 120)).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
    expect(await stored()).toBe(before);
  }, 120_000);
});

