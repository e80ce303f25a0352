import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from './testApp';
import { duplicatePairs, leadOrigins, productColors, products } from '../../src/server/db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 10 });
});
afterAll(async () => t?.close());

async function createLead(firstName: string, lastName: string, phone: string, email: string) {
  const db = t.database.db;
  const [product] = await db.select().from(products).limit(1);
  const [color] = await db.select().from(productColors).where(eq(productColors.productId, product!.id)).limit(1);
  const [origin] = await db.select().from(leadOrigins).limit(1);
  const res = await t.api('coordinator@demo.mx', {
    method: 'POST',
    url: '/api/lead/',
    agencyId: 1,
    payload: {
      data: {
        firstName,
        lastName,
        leadEmails: [email],
        leadPhones: [phone],
        LeadOriginId: origin!.id,
        productId: product!.id,
        colorId: color!.id,
        AgencyId: 1,
        buyType: 'retail',
        leadInterests: [{ ProductId: product!.id, ProductColorId: color!.id, quantity: 1 }],
      },
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.id as number;
}

describe('duplicates found when leads are created and edited', () => {
  it('pairs a new lead with an existing one of the agency by name and phone (66.67 %)', async () => {
    const a = await createLead('Rosa', 'Duplicada Prueba', '5511122233', 'rosa.uno@correo.mx');
    const b = await createLead('Rosa', 'Duplicada Prueba', '5511122233', 'rosa.dos@correo.mx');
    const [pair] = await t.database.db.select().from(duplicatePairs).where(eq(duplicatePairs.matchedId, b));
    expect(pair).toMatchObject({ leadId: a, matchedId: b, status: 'OPEN' });
    expect(pair!.score).toBeCloseTo(66.67, 1);
    const list = await t.api('coordinator@demo.mx', { method: 'GET', url: '/api/leads-duplicados?page=1&limit=10', agencyId: 1 });
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.json().data)).toContain(String(b));
  });

  it('raises the score to 100 when an edit makes the e-mail equal too', async () => {
    const a = await createLead('Tomás', 'Igual Prueba', '5599988877', 'tomas@correo.mx');
    const b = await createLead('Tomás', 'Igual Prueba', '5599988877', 'otro@correo.mx');
    const edit = await t.api('coordinator@demo.mx', {
      method: 'PATCH',
      url: `/api/lead/${b}`,
      agencyId: 1,
      payload: { firstName: 'Tomás', lastName: 'Igual Prueba', email: 'tomas@correo.mx', phone: '5599988877' },
    });
    expect(edit.statusCode).toBe(200);
    const [pair] = await t.database.db.select().from(duplicatePairs).where(eq(duplicatePairs.matchedId, b));
    expect(pair).toMatchObject({ leadId: a });
    expect(pair!.score).toBeCloseTo(100, 1);
  });

  it('refuses to write to a lead that was merged away (409)', async () => {
    const a = await createLead('Luis', 'Fusion Prueba', '5533344455', 'luis@correo.mx');
    const b = await createLead('Luis', 'Fusion Prueba', '5533344455', 'luis@correo.mx');
    const me = (await t.api('coordinator@demo.mx', { method: 'GET', url: `/api/lead/${a}`, agencyId: 1 })).json().data;
    const merge = await t.api('coordinator@demo.mx', {
      method: 'POST',
      url: '/api/lead/duplicates/combine',
      agencyId: 1,
      payload: { PrincipalLeadId: a, SecondaryLeadId: b, UserId: me.UserId ?? me.User?.id },
    });
    expect(merge.statusCode).toBe(200);
    const late = await t.api('coordinator@demo.mx', {
      method: 'PATCH',
      url: `/api/lead/${b}`,
      agencyId: 1,
      payload: { gender: 'M', sector: 'PRIVADO', maritalStatus: 'CASADO', age: '25_34' },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().data).toBe('El lead fue combinado con otro lead');
  });
});
