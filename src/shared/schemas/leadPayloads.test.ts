import { describe, expect, it } from 'vitest';
import { deactivateSchema, demographicsSchema, editLeadSchema, leadInterestSchema, newLeadSchema } from './leadPayloads';
import { firstProblem } from './leadForms';

const R = 'Por favor, completa todos los campos obligatorios';
const E = 'El email ingresado no es válido';
const P = 'El teléfono ingresado no es válido';
const lead = (over: Record<string, unknown> = {}) => ({
  firstName: 'Ana',
  lastName: 'Ruiz',
  leadEmails: ['ana@correo.mx'],
  leadPhones: ['5512345678'],
  LeadOriginId: 1,
  buyType: 'retail',
  leadInterests: [{ ProductId: 1, ProductColorId: 2, quantity: 1 }],
  ...over,
});

describe('lead payload schemas', () => {
  it('create lead: required first, then e-mail, then phone, then the vehicle', () => {
    expect(firstProblem(newLeadSchema, lead())).toBeNull();
    expect(firstProblem(newLeadSchema, lead({ firstName: '', leadEmails: ['x'] }))).toBe(R);
    expect(firstProblem(newLeadSchema, lead({ leadPhones: [''], leadEmails: ['x'] }))).toBe(R);
    expect(firstProblem(newLeadSchema, lead({ leadEmails: ['x'], leadPhones: ['1'] }))).toBe(E);
    expect(firstProblem(newLeadSchema, lead({ leadPhones: ['12345678901'], buyType: 'usado' }))).toBe(P);
    expect(firstProblem(newLeadSchema, lead({ leadPhones: ['+525512345678'] }))).toBeNull();
    expect(firstProblem(newLeadSchema, lead({ buyType: 'seminuevo' }))).toBeNull();
    expect(firstProblem(newLeadSchema, lead({ buyType: 'usado' }))).toBe(R);
    expect(firstProblem(newLeadSchema, lead({ leadInterests: [] }))).toBe(R);
  });
  it('create lead: the handler gets the vehicle resolved (the interest first, else productId/colorId)', () => {
    const parsed = newLeadSchema.parse(lead({ leadInterests: [{ quantity: '3' }], productId: 7, colorId: 8, leadPhones: ['', '5512345678'], buyType: 'Flotilla' }));
    expect(parsed).toMatchObject({ productId: 7, colorId: 8, quantity: 3, buyType: 'flotilla', phones: ['5512345678'], UserId: null });
  });
  it('edit lead: all four, then the same formats as create', () => {
    const ok = { firstName: 'A', lastName: 'B', email: 'a@b.mx', phone: '5512345678' };
    expect(firstProblem(editLeadSchema, ok)).toBeNull();
    expect(firstProblem(editLeadSchema, { ...ok, phone: '+525512345678' })).toBeNull();
    expect(firstProblem(editLeadSchema, { ...ok, email: '' })).toBe(R);
    expect(firstProblem(editLeadSchema, { ...ok, email: 'a@b', phone: '' })).toBe(R);
    expect(firstProblem(editLeadSchema, { ...ok, email: 'a@b', phone: '1' })).toBe(E);
    expect(firstProblem(editLeadSchema, { ...ok, phone: '1' })).toBe(P);
  });
  it('demographics need four known values', () => {
    expect(firstProblem(demographicsSchema, { gender: 'F', sector: 'TURISMO', maritalStatus: 'SOLTERO', age: '54+' })).toBeNull();
    expect(firstProblem(demographicsSchema, { gender: 'X', sector: 'TURISMO', maritalStatus: 'SOLTERO', age: '54+' })).toBe('Por favor completa todos los campos');
  });
  it('freeze needs a listed reason; future sale a later date', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const schema = deactivateSchema(() => now);
    expect(firstProblem(schema, { newPhase: 'congelado', comments: 'Compró otra marca' })).toBeNull();
    expect(firstProblem(schema, { newPhase: 'congelado', comments: 'porque sí' })).toBe('Por favor seleccione una razón');
    expect(firstProblem(schema, { newPhase: 'futura-venta', reactivationDate: now.toISOString() })).toBe('Por favor seleccione una fecha');
    expect(firstProblem(schema, { newPhase: 'futura-venta' })).toBe('Por favor seleccione una fecha');
    expect(firstProblem(schema, { newPhase: 'futura-venta', reactivationDate: '2026-01-02' })).toBeNull();
  });
  it('edit interest: retail or flotilla (any case), whole units above zero', () => {
    const ok = { LeadId: 1, ProductId: 1, ProductColorId: 1, buyType: 'Retail', quantity: 2 };
    expect(leadInterestSchema.parse(ok).buyType).toBe('retail');
    expect(firstProblem(leadInterestSchema, { ...ok, quantity: 0 })).toBe(R);
    expect(firstProblem(leadInterestSchema, { ...ok, quantity: 1.5 })).toBe(R);
    expect(firstProblem(leadInterestSchema, { ...ok, buyType: 'seminuevo' })).toBe(R);
    expect(firstProblem(leadInterestSchema, { ...ok, ProductColorId: null })).toBe(R);
  });
});
