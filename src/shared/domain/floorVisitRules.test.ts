import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { nextQuantity, validateVisitLead, validateVisitSearch, visitSearchQuery } from './floorVisitRules';

describe('floor-visit wizard rules (spec §5)', () => {
  it('step 1 needs one field, a 10-digit phone and a valid e-mail, pointing at the field', () => {
    expect(validateVisitSearch({})).toEqual({ field: 'firstName', message: MSG.atLeastOneField });
    expect(validateVisitSearch({ phone: '55 1234' })).toEqual({ field: 'phone', message: MSG.phoneTenDigits });
    expect(validateVisitSearch({ email: 'a@b' })).toEqual({ field: 'email', message: MSG.emailFormat });
    expect(validateVisitSearch({ lastName: 'Pérez' })).toBeNull();
  });

  it('builds the find query from the given fields only', () => {
    expect(visitSearchQuery({ firstName: ' Ana ', lastName: 'Ruiz', phone: '' })).toEqual({ firstAndLastName: 'Ana Ruiz' });
    expect(visitSearchQuery({ email: 'a@b.mx', phone: '5512345678' })).toEqual({ email: 'a@b.mx', phone: '5512345678' });
  });

  it('step 2 requires everything but e-mail and a positive quantity', () => {
    const ok = { firstName: 'Ana', lastName: 'Ruiz', phone: '5512345678', origin: 1, adviser: 2, product: 3, color: 4, quantity: 1, buyType: 'retail' };
    expect(validateVisitLead(ok)).toBeNull();
    expect(validateVisitLead({ ...ok, color: null })).toEqual({ field: 'color', message: MSG.missingFields });
    expect(validateVisitLead({ ...ok, quantity: 0 })).toEqual({ field: 'quantity', message: MSG.missingFields });
    expect(validateVisitLead({ ...ok, phone: '551234' })).toEqual({ field: 'phone', message: MSG.phoneTenDigits });
    expect(validateVisitLead({ ...ok, email: 'x@' })).toEqual({ field: 'email', message: MSG.emailFormat });
  });

  it('quantity takes non-negative integers and ignores other input', () => {
    expect(nextQuantity('3', 0)).toBe(3);
    expect(nextQuantity('-1', 2)).toBe(2);
    expect(nextQuantity('1.5', 2)).toBe(2);
    expect(nextQuantity('abc', 0)).toBe(0);
  });
});
