import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import {
  createLeadStep1Schema,
  createLeadStep2Schema,
  demographicsSchema,
  downPaymentLimit,
  editLeadSchema,
  firstProblem,
  freezeSchema,
  futureSaleSchema,
  invoiceSchema,
  newActivitySchema,
  newAppointmentSchema,
  quoteSchema,
  reassignSchema,
  rescheduleSchema,
  vinSearchSchema,
} from './leadForms';

const step1 = { firstName: 'Ana', lastName: 'Ruiz', LeadOriginId: 1, phone: '5512345678', email: '' };

describe('create lead', () => {
  it('asks for every required field first', () => {
    expect(firstProblem(createLeadStep1Schema, { ...step1, firstName: '  ' })).toBe(MSG.requiredFields);
    expect(firstProblem(createLeadStep1Schema, { ...step1, LeadOriginId: undefined })).toBe(MSG.requiredFields);
    expect(firstProblem(createLeadStep1Schema, { ...step1, phone: '' })).toBe(MSG.requiredFields);
    expect(firstProblem(createLeadStep1Schema, step1)).toBeNull();
  });

  it('accepts only exactly 10 digits as the phone', () => {
    for (const bad of ['551234567', '55123456789', '55-1234567', '+525512345', 'abcdefghij']) {
      expect(firstProblem(createLeadStep1Schema, { ...step1, phone: bad })).toBe(MSG.invalidPhone);
    }
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), (digits) => {
        expect(firstProblem(createLeadStep1Schema, { ...step1, phone: digits })).toBeNull();
      }),
    );
  });

  it('reports the e-mail before the phone, as the form reads', () => {
    expect(firstProblem(createLeadStep1Schema, { ...step1, email: 'ana@', phone: '55123' })).toBe(MSG.invalidEmail);
  });

  it('checks an e-mail only when given', () => {
    expect(firstProblem(createLeadStep1Schema, { ...step1, email: 'ana@' })).toBe(MSG.invalidEmail);
    expect(firstProblem(createLeadStep1Schema, { ...step1, email: 'ana@correo.mx' })).toBeNull();
    expect(firstProblem(createLeadStep1Schema, { ...step1, email: undefined })).toBeNull();
  });

  it('step 2 needs product, colour, purchase type and units above zero', () => {
    const ok = { ProductId: 1, ProductColorId: 2, buyType: 'retail', quantity: 1 };
    expect(firstProblem(createLeadStep2Schema, ok)).toBeNull();
    expect(firstProblem(createLeadStep2Schema, { ...ok, quantity: 0 })).toBe(MSG.requiredFields);
    expect(firstProblem(createLeadStep2Schema, { ...ok, ProductColorId: undefined })).toBe(MSG.requiredFields);
    expect(firstProblem(createLeadStep2Schema, { ...ok, buyType: 'seminuevo' })).toBe(MSG.requiredFields);
  });
});

describe('quote cap', () => {
  it('is 75 % of the price, in whole centavos rounded down', () => {
    expect(downPaymentLimit(400_000)).toBe(300_000);
    expect(downPaymentLimit(100.01)).toBe(75); // 7500.75 centavos → 7500
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (centavos) => {
        const limitCentavos = Math.round(downPaymentLimit(centavos / 100) * 100);
        // Compared in integer centavos: limit ≤ 3/4 of the price and less than one centavo below it.
        expect(limitCentavos * 4).toBeLessThanOrEqual(centavos * 3);
        expect(centavos * 3 - limitCentavos * 4).toBeLessThan(4);
      }),
    );
  });

  const quote = { leadActivityChannelType: 'presencial', ProductId: 3, plazo: 24, enganche: 300_000 };
  it('refuses an enganche above the cap with the limit in the message', () => {
    expect(firstProblem(quoteSchema(400_000), quote)).toBeNull();
    expect(firstProblem(quoteSchema(400_000), { ...quote, enganche: 300_001 })).toBe('El enganche no puede ser mayor a $300,000.00');
  });

  it('does not cap when the vehicle has no price, and needs every field non-zero', () => {
    expect(firstProblem(quoteSchema(0), { ...quote, enganche: 9_999_999 })).toBeNull();
    expect(firstProblem(quoteSchema(400_000), { ...quote, plazo: 0 })).toBe(MSG.completeAll);
    expect(firstProblem(quoteSchema(400_000), { ...quote, enganche: '12a' })).toBe(MSG.completeAll);
  });
});

describe('appointments', () => {
  const now = Date.UTC(2026, 2, 10, 18);
  const base = { type: 'ACTIVITY', date: now + 3_600_000, realizada_hoy: false };

  it('needs a vehicle for a test drive', () => {
    expect(firstProblem(newAppointmentSchema(now), { ...base, type: 'TESTDRIVE' })).toBe(MSG.selectVehicle);
  });

  it('refuses past dates unless it is a "Sin cita" within 2 days back', () => {
    expect(firstProblem(newAppointmentSchema(now), { ...base, date: now - 120_000 })).toBe(MSG.dateNotBeforeNow);
    expect(firstProblem(newAppointmentSchema(now), { ...base, realizada_hoy: true, date: now - 86_400_000 })).toBeNull();
    expect(firstProblem(newAppointmentSchema(now), { ...base, realizada_hoy: true, date: now - 3 * 86_400_000 })).toBe(
      MSG.dateNotAfterNow,
    );
  });

  it('needs evidence for a "Sin cita" test drive, of an allowed type', () => {
    const td = { ...base, type: 'TESTDRIVE', ProductId: 1, realizada_hoy: true, date: now - 60_000 };
    expect(firstProblem(newAppointmentSchema(now), td)).toBe(MSG.evidenceRequired);
    expect(firstProblem(newAppointmentSchema(now), { ...td, evidence: 'data:image/png;base64,iVBORw0K' })).toBeNull();
    expect(firstProblem(newAppointmentSchema(now), { ...td, evidence: 'data:text/html;base64,PGI+' })).toBe(MSG.evidenceType);
  });

  it('reschedule refuses a past date', () => {
    expect(firstProblem(rescheduleSchema(now), { date: now - 1 })).toBe(MSG.dateNotBeforeNow);
    expect(firstProblem(rescheduleSchema(now), { date: now + 1 })).toBeNull();
  });
});

describe('other lead forms', () => {
  it('gives each form its spec message', () => {
    expect(firstProblem(newActivitySchema, { leadActivityChannelType: 'presencial', leadActivityType: 'cita' })).toBe(MSG.completeAll);
    expect(firstProblem(freezeSchema, {})).toBe(MSG.selectReason);
    expect(firstProblem(freezeSchema, { comments: 'No contestó' })).toBeNull();
    expect(firstProblem(futureSaleSchema(1000), {})).toBe(MSG.selectDate);
    expect(firstProblem(futureSaleSchema(1000), { reactivationDate: 999 })).toBe(MSG.selectDate);
    expect(firstProblem(demographicsSchema, { age: '18_24', gender: 'M', maritalStatus: 'SOLTERO' })).toBe(MSG.completeAllComma);
    expect(firstProblem(reassignSchema, {})).toBe(MSG.selectAdviser);
    expect(firstProblem(invoiceSchema, { invoice: ' ' })).toBe(MSG.invoiceRequired);
    expect(firstProblem(vinSearchSchema, { store: 'JAC Centro' })).toBe(MSG.vinSearchRequired);
  });

  it('edit lead applies the create-lead e-mail and phone rules', () => {
    const ok = { firstName: 'A', lastName: 'B', email: 'a@b.mx', phone: '5512345678' };
    expect(firstProblem(editLeadSchema, ok)).toBeNull();
    expect(firstProblem(editLeadSchema, { ...ok, email: '' })).toBe(MSG.requiredFields);
    expect(firstProblem(editLeadSchema, { ...ok, email: 'x' })).toBe(MSG.invalidEmail);
    expect(firstProblem(editLeadSchema, { ...ok, phone: '12345' })).toBe(MSG.invalidPhone);
  });
});
