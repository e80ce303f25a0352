import { describe, expect, it } from 'vitest';
import { dealerAddInput, deliveryInput, documentsUploadInput, quotationInput, testDriveInput } from './fleetStage';

const pdf = { name: 'a.pdf', base64: 'data:application/pdf;base64,JVBERi0xLjQK' };
const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('fleet stage schemas', () => {
  it('dealer add: store first, then the contact data', () => {
    expect(firstMessage(dealerAddInput.safeParse({ name: 'x', phone: '5512345678', email: 'a@b.mx' }))).toBe('Seleccione una agencia');
    expect(firstMessage(dealerAddInput.safeParse({ AgencyId: 1, name: '', phone: '5512345678', email: 'a@b.mx' }))).toBe('Faltan datos por llenar');
  });
  it('quotation: missing comments or price say Todos los campos son necesarios; units default to 1', () => {
    expect(firstMessage(quotationInput.safeParse({ ProductId: 1, publicPrice: '100', hasCharger: false }))).toBe('Todos los campos son necesarios');
    const ok = quotationInput.parse({ ProductId: 1, publicPrice: '$1,000.50', comments: 'c', hasCharger: false });
    expect(ok.quantity).toBe(1);
    expect(ok.publicPrice).toBe(1000.5);
  });
  it('test drive: no vehicles, duplicate VIN or plate', () => {
    const base = { date: '2026-03-01T10:00:00Z', endDate: '2026-03-02T10:00:00Z', comments: 'c', responsable: { name: 'R', phone: '5512345678', email: 'r@x.mx', position: 'Jefe' } };
    expect(firstMessage(testDriveInput.safeParse({ ...base, products: [] }))).toBe('No se seleccionaron productos');
    expect(firstMessage(testDriveInput.safeParse({ ...base, products: [{ id: 1, vin: 'v1', plate: 'p1' }, { id: 1, vin: 'V1', plate: 'p2' }] }))).toBe('VIN o placa ya existe');
    expect(firstMessage(testDriveInput.safeParse({ ...base, responsable: { name: 'R' }, products: [{ id: 1, vin: 'v1', plate: 'p1' }] }))).toBe('Todos los campos son necesarios');
  });
  it('delivery: documents and VINs', () => {
    const base = { ProductId: 1, quantity: 2, dealerReunionDate: '2026-03-01', logisticsDetails: 'l', observations: 'o', rfc: 'abc010101xyz' };
    expect(firstMessage(deliveryInput.safeParse({ ...base, documents: [], VINs: ['A', 'B'] }))).toBe('Debes subir al menos un documento');
    expect(firstMessage(deliveryInput.safeParse({ ...base, documents: [pdf], VINs: ['A'] }))).toBe('Debes ingresar todos los VINs');
    expect(deliveryInput.parse({ ...base, documents: [pdf], VINs: ['a', 'b'] }).VINs).toEqual(['A', 'B']);
  });
  it('documents upload: a type of the two and at least one file', () => {
    expect(documentsUploadInput.safeParse({ type: 'OTHER', documents: [pdf] }).success).toBe(false);
    expect(firstMessage(documentsUploadInput.safeParse({ type: 'PURCHASE_ORDER', documents: [] }))).toBe('Debes subir al menos un documento');
  });
});
