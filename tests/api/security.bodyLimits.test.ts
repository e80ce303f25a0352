import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from './testApp';
import { MSG } from '../../src/shared/messages';
import type { RouteEntry } from '../../src/server/lib/routeRegistry';
import { agencies } from '../../src/server/db/schema';

/**
 * Issue 28: each route takes the body its payload needs, declared with it; an oversize file is a 413
 * with the size message however it is encoded; and a body over the limit gets a readable 413 over a
 * real connection, never a reset.
 */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 2 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
}, 120_000);
afterAll(async () => t?.close());

const KiB = 1024;
const MiB = 1024 * KiB;
const BODY_METHODS = ['POST', 'PUT', 'PATCH'];

/** The uploads (the documented 5 MB a file): everything else that takes a body is a form. */
const UPLOADS = new Set([
  'POST /api/agency/',
  'PUT /api/agency/:id',
  'POST /api/product/',
  'POST /api/product',
  'PUT /api/product/:id',
  'POST /api/lead/TestDriveAppointment',
  'PATCH /api/lead-fleet/evidence/:leadId',
  'POST /api/lead-fleet/documents/:leadId',
  'POST /api/lead-fleet/cotizacion/:leadId',
  'POST /api/lead-fleet/entrega/:leadId',
  'PATCH /api/lead-fleet/activity/:id',
  'POST /ecommerce-api/ecommerce',
  'PUT /ecommerce-api/ecommerce/:id',
  // The ADF intake: a document of a day's prospects, 2 MB at most (README).
  'POST /api/public/adf/:agencyId',
  // Imports (issue 29): one spreadsheet or ADF file of 5 MB, as the other uploads.
  ...['leads', 'companies', 'fleetLeads', 'prospects'].flatMap((kind) => [`POST /api/import/${kind}/preview`, `POST /api/import/${kind}`]),
]);
/** Documents posted whole by another system (ADF/XML from portals): sized for a day's batch, not a form. */
// Whole documents another system posts: an ADF file; Meta's signed WhatsApp deliveries (issue 53: a few KB, 256 KiB at most).
const DOCUMENTS = new Set(['POST /api/public/adf/:agencyId', 'POST /api/public/whatsapp/webhook']);
// A privacy notice's integral text is a legal document typed by the agency (issue 54): 256 KiB at most.
const LONG_TEXTS = new Set(['PUT /api/privacy/notice']);
const key = (r: RouteEntry) => `${r.method} ${r.url}`;

describe('each route declares the body limit its payload needs', () => {
  it('kilobytes for the public forms and every other form, the documented file limits for uploads', () => {
    const table = t.app.routeTable.filter((r) => BODY_METHODS.includes(r.method));
    const limit = (k: string) => table.find((r) => key(r) === k)?.bodyLimit;
    expect(table.filter((r) => typeof r.bodyLimit !== 'number').map(key)).toEqual([]);
    expect(limit('POST /api/public/fleet-prospects')).toBeLessThanOrEqual(16 * KiB);
    expect(limit('POST /api/public/accessories/interest')).toBeLessThanOrEqual(16 * KiB);
    expect(limit('POST /cognito')).toBeLessThanOrEqual(64 * KiB);
    for (const document of DOCUMENTS) expect(limit(document), document).toBeLessThanOrEqual(2 * MiB);
    for (const text of LONG_TEXTS) expect(limit(text), text).toBeLessThanOrEqual(256 * KiB);
    const forms = table.filter((r) => !UPLOADS.has(key(r)) && !DOCUMENTS.has(key(r)) && !LONG_TEXTS.has(key(r)));
    expect(forms.filter((r) => r.bodyLimit! > 64 * KiB).map((r) => `${key(r)} ${r.bodyLimit}`)).toEqual([]);
    for (const upload of UPLOADS) expect(limit(upload), upload).toBeDefined();
    // One 5 MB file in base64 (~6.7 MB), the product's three, fleet and agency files 12 MB in all.
    expect(limit('POST /api/lead/TestDriveAppointment')).toBeGreaterThan((5 * MiB * 4) / 3);
    expect(limit('POST /api/lead/TestDriveAppointment')).toBeLessThan(7.5 * MiB);
    expect(limit('PUT /api/product/:id')).toBeGreaterThan((3 * 5 * MiB * 4) / 3);
    expect(limit('PUT /api/product/:id')).toBeLessThan(21 * MiB);
    for (const k of ['POST /api/lead-fleet/documents/:leadId', 'PUT /api/agency/:id']) expect(limit(k), k).toBe(12 * MiB);
    expect(limit('POST /api/public/adf/:agencyId')).toBe(2 * MiB);
    expect(limit('POST /api/public/whatsapp/webhook')).toBe(256 * KiB);
    expect(limit('POST /api/import/leads')).toBe(limit('POST /api/lead/TestDriveAppointment'));
  });

  it('answers an 11.5 MB body to a public form with 413 and the message, without parsing it', async () => {
    const body = { agencyId: 1, firstName: 'x'.repeat(11.5 * MiB) };
    for (const url of ['/api/public/fleet-prospects', '/api/public/accessories/interest']) {
      const res = await t.app.inject({ method: 'POST', url, payload: body });
      expect(res.statusCode, url).toBe(413);
      expect(res.json().data).toBe(MSG.tooLarge);
    }
  });
});

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const png = (bytes: number) => Buffer.concat([PNG, Buffer.alloc(bytes - PNG.length)]);
const wrap76 = (b64: string) => b64.replace(/.{76}/g, '$&\r\n');
/** The same file in the encodings a client may send. */
const ENCODINGS: Record<string, (bytes: Buffer) => string> = {
  base64: (b) => `data:image/png;base64,${b.toString('base64')}`,
  'base64 in 76-character lines': (b) => `data:image/png;base64,${wrap76(b.toString('base64'))}`,
  'base64 with media parameters': (b) => `data:image/png;name=logo.png;base64,${b.toString('base64')}`,
  // Text that needs few escapes: its data URL is about as long as the file.
  'percent-encoded': (b) => `data:text/plain,${'%41'.repeat(16)}${b.subarray(16).toString('latin1').replace(/\0/g, 'a')}`,
};

describe('an oversize file answers 413 with the size message, whatever its encoding', () => {
  it('on every upload: agency logo and files, appointment evidence, product files, fleet documents', async () => {
    const [agency] = await t.database.db.select({ id: agencies.id }).from(agencies).orderBy(agencies.id).limit(1);
    const agencyId = agency!.id;
    const calls: { what: string; role: string; method: 'POST' | 'PUT'; url: string; payload: (file: string) => unknown }[] = [
      { what: 'agency logo', role: 'admin', method: 'PUT', url: `/api/agency/${agencyId}`, payload: (file) => ({ data: { picLogo: file } }) },
      { what: 'agency files', role: 'admin', method: 'PUT', url: `/api/agency/${agencyId}`, payload: (file) => ({ data: { files: [{ name: 'acta.png', data: file }] } }) },
      { what: 'evidence', role: 'admin', method: 'POST', url: '/api/lead/TestDriveAppointment', payload: (file) => ({ data: { LeadId: 1, type: 'cita', date: new Date().toISOString(), realizada_hoy: true, evidence: file } }) },
      { what: 'product picture', role: 'admin', method: 'PUT', url: '/api/product/1', payload: (file) => ({ data: { imageBase64: file } }) },
      { what: 'fleet document', role: 'admin', method: 'POST', url: '/api/lead-fleet/documents/1', payload: (file) => ({ documents: [{ name: 'orden.png', base64: file }], type: 'PURCHASE_ORDER' }) },
      { what: 'import file', role: 'coordinator', method: 'POST', url: '/api/import/leads/preview', payload: (file) => ({ fileName: 'leads.csv', file }) },
      { what: 'fleet import file', role: 'fleet-manager', method: 'POST', url: '/api/import/companies', payload: (file) => ({ fileName: 'empresas.xlsx', file }) },
    ];
    const found: string[] = [];
    for (const call of calls) {
      for (const [encoding, encode] of Object.entries(ENCODINGS)) {
        for (const size of [6 * MiB, 7.5 * MiB]) {
          if (encoding !== 'base64' && size !== 6 * MiB) continue;
          const res = await t.api(`${call.role}@demo.mx`, { method: call.method, url: call.url, payload: call.payload(encode(png(size))) as object });
          const data = res.json().data;
          if (res.statusCode !== 413 || data !== MSG.tooLarge) found.push(`${call.what}, ${encoding}, ${size / MiB} MB → ${res.statusCode} ${JSON.stringify(data)}`);
        }
      }
    }
    expect(found).toEqual([]);
    // Within the size the same upload is taken: it is the size that was refused.
    const fits = await t.api('admin@demo.mx', { method: 'PUT', url: `/api/agency/${agencyId}`, payload: { data: { picLogo: ENCODINGS['base64 in 76-character lines']!(png(4.9 * MiB)) } } });
    expect(fits.statusCode, fits.body).toBe(200);
  }, 300_000);
});

interface Sent {
  status?: number;
  body?: string;
  /** A connection error seen at any time (a reset while sending, or before the answer). */
  error?: string;
}

/** Sends `size` bytes of a JSON body over a real connection, as fast as the socket takes them, and waits for the answer and the connection's end. */
function send(o: { method: string; path: string; size: number; headers?: Record<string, string>; chunked?: boolean }): Promise<Sent> {
  return new Promise((resolve) => {
    const result: Sent = {};
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    const agent = new http.Agent({ keepAlive: false });
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: o.method,
        path: o.path,
        agent,
        headers: { 'content-type': 'application/json', ...(o.chunked ? {} : { 'content-length': String(o.size) }), ...o.headers },
      },
      (res) => {
        result.status = res.statusCode;
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          result.body = Buffer.concat(chunks).toString('utf8');
          // Give a reset that follows the answer the time to show.
          setTimeout(finish, 200);
        });
        res.on('error', (e) => {
          result.error ??= (e as NodeJS.ErrnoException).code ?? e.message;
          finish();
        });
      },
    );
    req.on('error', (e) => {
      result.error ??= (e as NodeJS.ErrnoException).code ?? e.message;
      setTimeout(finish, 200);
    });
    const head = Buffer.from('{"data":"');
    const tail = Buffer.from('"}');
    const chunk = Buffer.alloc(256 * KiB, 0x61);
    let left = o.size - head.length - tail.length;
    req.write(head);
    const pump = () => {
      while (left > 0) {
        const piece = left >= chunk.length ? chunk : chunk.subarray(0, left);
        left -= piece.length;
        if (!req.write(piece)) return void req.once('drain', pump);
      }
      req.end(tail);
    };
    pump();
    setTimeout(() => {
      result.error ??= 'timeout';
      req.destroy();
      finish();
    }, 60_000);
  });
}

describe('a body over the limit over a real connection', () => {
  it('gets a readable 413 with the message and a clean close, never a reset', async () => {
    const token = await t.signIn('admin@demo.mx');
    const cases = [
      { method: 'PUT', path: '/api/agency/1', size: 13 * MiB, headers: { authorization: `Bearer ${token}` } },
      { method: 'PUT', path: '/api/agency/1', size: 13 * MiB, headers: { authorization: `Bearer ${token}` }, chunked: true },
      { method: 'POST', path: '/cognito', size: 13 * MiB, headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' } },
      { method: 'POST', path: '/api/public/fleet-prospects', size: 40 * MiB },
      { method: 'POST', path: '/api/public/accessories/interest', size: 40 * MiB },
      { method: 'POST', path: '/api/public/accessories/interest', size: 2 * MiB, chunked: true },
    ];
    const found: string[] = [];
    for (const c of cases) {
      const sent = await send(c as Parameters<typeof send>[0]);
      const data = sent.body ? (JSON.parse(sent.body) as { data?: string }).data : undefined;
      if (sent.status !== 413 || data !== MSG.tooLarge || sent.error) found.push(`${c.method} ${c.path} ${c.size / MiB} MB${c.chunked ? ' chunked' : ''} → ${sent.status} ${sent.body} ${sent.error ?? ''}`);
    }
    expect(found).toEqual([]);
  }, 300_000);

  it('gives a role without the permission a readable 403 for the same body', async () => {
    const token = await t.signIn('manager@demo.mx');
    const sent = await send({ method: 'PUT', path: '/api/agency/1', size: 13 * MiB, headers: { authorization: `Bearer ${token}` } });
    expect(sent.error).toBeUndefined();
    expect(sent.status).toBe(403);
    expect(JSON.parse(sent.body!).data).toBe(MSG.forbidden);
  }, 120_000);
});
