import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { leadPatchGroupsOf, leadPatchSchema } from './leadPatch';
import { firstProblem } from './schemaProblems';

const contact = { firstName: 'Ana', lastName: 'López', email: 'ana@correo.mx', phone: '5512345678' };

describe("PATCH /lead/{id}'s body: the groups it names, each group's rule, the panel's first message", () => {
  it('names the groups by their keys, whatever the values', () => {
    expect(leadPatchGroupsOf({ firstName: null, invoice: '' }).map((g) => g.group)).toEqual(['edit', 'invoice']);
    expect(leadPatchGroupsOf({ expectedPurchaseDate: '2027-01-10' }).map((g) => g.group)).toEqual(['edit']);
    expect(leadPatchGroupsOf({ bank: 'BBVA', UserId: 3 }).map((g) => g.group)).toEqual(['reassign', 'saleData']);
    expect(leadPatchGroupsOf({ other: 1 })).toEqual([]);
    expect(leadPatchGroupsOf([1])).toEqual([]);
  });

  it.each([
    ['no group', {}, MSG.invalidData],
    ['an unknown key only', { nombre: 'Ana' }, MSG.invalidData],
    ['the contact without its other fields', { firstName: 'Ana' }, MSG.requiredFields],
    ['an empty name', { ...contact, firstName: '  ' }, MSG.requiredFields],
    ['a wrong e-mail', { ...contact, email: 'ana' }, MSG.invalidEmail],
    ['a wrong phone', { ...contact, phone: '123' }, MSG.invalidPhone],
    ['one demographic', { gender: 'M' }, MSG.completeAllComma],
    ['an empty invoice', { invoice: '   ' }, MSG.invoiceRequired],
    ['an invoice that is not text', { invoice: 42 }, MSG.invoiceRequired],
    ['no adviser', { UserId: null }, MSG.selectAdviser],
    ['adviser 0', { UserId: 0 }, MSG.selectAdviser],
  ])('%s: %s', (_name, body, message) => {
    expect(firstProblem(leadPatchSchema, body)).toBe(message);
  });

  it('refuses sale data outside its enumerations', () => {
    expect(leadPatchSchema.safeParse({ bank: 'NO-ES-UN-BANCO' }).success).toBe(false);
  });

  it('gives the handler each group typed, and the keys named (a detail sent empty is cleared, one left out kept)', () => {
    const out = leadPatchSchema.parse({ ...contact, expectedPurchaseDate: '', invoice: ' F-12 ', UserId: 7, exangeCar: true });
    expect(out.edit).toMatchObject({ firstName: 'Ana', email: 'ana@correo.mx' });
    expect(out.invoice).toBe('F-12');
    expect(out.UserId).toBe(7);
    expect(out.saleData).toEqual({ exangeCar: true });
    expect(out.demographics).toBeUndefined();
    expect(out.named).toContain('expectedPurchaseDate');
    expect(leadPatchSchema.parse(contact).named).not.toContain('expectedPurchaseDate');
  });
});
