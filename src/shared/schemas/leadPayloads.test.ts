import { describe, expect, it } from 'vitest';
import { deactivateError, demographicsError, editLeadError, leadInterestError, newLeadError, newLeadSchema } from './leadPayloads';

const lead = (over: Record<string, unknown> = {}) =>
  newLeadSchema.parse({
    firstName: 'Ana',
    lastName: 'Ruiz',
    leadEmails: ['ana@correo.mx'],
    leadPhones: ['5512345678'],
    LeadOriginId: 1,
    buyType: 'retail',
    leadInterests: [{ ProductId: 1, ProductColorId: 2, quantity: 1 }],
    ...over,
  });

describe('lead payload rules', () => {
  it('create lead: required first, then e-mail, then phone', () => {
    expect(newLeadError(lead())).toBeUndefined();
    expect(newLeadError(lead({ firstName: '', leadEmails: ['x'] }))).toBe('Por favor, completa todos los campos obligatorios');
    expect(newLeadError(lead({ leadEmails: ['x'], leadPhones: ['1'] }))).toBe('El email ingresado no es válido');
    expect(newLeadError(lead({ leadPhones: ['12345678901'] }))).toBe('El teléfono ingresado no es válido');
    expect(newLeadError(lead({ leadPhones: ['+525512345678'] }))).toBeUndefined();
    expect(newLeadError(lead({ buyType: 'seminuevo' }))).toBeUndefined();
    expect(newLeadError(lead({ buyType: 'usado' }))).toBe('Por favor, completa todos los campos obligatorios');
  });
  it('edit lead: all four, then the same formats as create', () => {
    expect(editLeadError({ firstName: 'A', lastName: 'B', email: 'a@b.mx', phone: '5512345678' })).toBeUndefined();
    expect(editLeadError({ firstName: 'A', lastName: 'B', email: '', phone: '5512345678' })).toBe('Por favor, completa todos los campos obligatorios');
    expect(editLeadError({ firstName: 'A', lastName: 'B', email: 'a@b', phone: '5512345678' })).toBe('El email ingresado no es válido');
  });
  it('demographics need four known values', () => {
    expect(demographicsError({ gender: 'F', sector: 'TURISMO', maritalStatus: 'SOLTERO', age: '54+' })).toBeUndefined();
    expect(demographicsError({ gender: 'X', sector: 'TURISMO', maritalStatus: 'SOLTERO', age: '54+' })).toBe('Por favor completa todos los campos');
  });
  it('freeze needs a listed reason; future sale a later date', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(deactivateError({ newPhase: 'congelado', comments: 'Compró otra marca' }, now)).toBeUndefined();
    expect(deactivateError({ newPhase: 'congelado', comments: 'porque sí' }, now)).toBe('Por favor seleccione una razón');
    expect(deactivateError({ newPhase: 'futura-venta', reactivationDate: now }, now)).toBe('Por favor seleccione una fecha');
    expect(deactivateError({ newPhase: 'futura-venta', reactivationDate: new Date('2026-01-02') }, now)).toBeUndefined();
  });
  it('edit interest: retail or flotilla, whole units above zero', () => {
    const ok = { LeadId: 1, ProductId: 1, ProductColorId: 1, buyType: 'Retail', quantity: 2 };
    expect(leadInterestError(ok)).toBeUndefined();
    expect(leadInterestError({ ...ok, quantity: 0 })).toBeDefined();
    expect(leadInterestError({ ...ok, buyType: 'seminuevo' })).toBeDefined();
  });
});
