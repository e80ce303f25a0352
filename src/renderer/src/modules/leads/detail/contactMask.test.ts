import { describe, expect, it } from 'vitest';
import { ROLES } from '../../../../../shared/domain/roles';
import { masksContact } from './contactMask';

describe('contact masking', () => {
  it('hides contact data of a subasta lead from coordinator, bdc and advisers only', () => {
    const masked = ROLES.filter((r) => masksContact(r, 'subasta'));
    expect(masked.sort()).toEqual(['adviser-digital', 'adviser-floor', 'adviser-hybrid', 'adviser-telefonica', 'bdc', 'coordinator']);
  });

  it('shows contact data in every other phase', () => {
    expect(masksContact('adviser-floor', '1er-contacto')).toBe(false);
    expect(masksContact('coordinator', 'seguimiento')).toBe(false);
  });
});
