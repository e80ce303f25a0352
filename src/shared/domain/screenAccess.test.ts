import { describe, expect, it } from 'vitest';
import { canOpenPath, menuItemOfPath } from './screenAccess';

describe('canOpenPath', () => {
  it('keeps advisers out of Citas, its board, duplicates and visits', () => {
    for (const path of ['/sells/citas', '/lista-espera-citas/1', '/sells/leads-duplicados', '/sells/leads-duplicados/1/2', '/sells/registro-visitas', '/sells/leads-accesorios/3']) {
      expect(canOpenPath('adviser-floor', path), path).toBe(false);
    }
    expect(canOpenPath('adviser-floor', '/sells/leads/12')).toBe(true);
    expect(canOpenPath('adviser-floor', '/sells/agenda')).toBe(true);
  });

  it('keeps bdc out of duplicates and a manager out of admin', () => {
    expect(canOpenPath('bdc', '/sells/leads-duplicados')).toBe(false);
    expect(canOpenPath('manager', '/admin/users')).toBe(false);
    expect(canOpenPath('manager', '/sells/leads-duplicados/4/5')).toBe(true);
  });

  it('lets sales-admin see sales but not the agenda (not in its menu)', () => {
    expect(canOpenPath('sales-admin', '/sells/ventas/3')).toBe(true);
    expect(canOpenPath('sales-admin', '/sells/agenda')).toBe(false);
  });

  it('guards a landing route only by itself', () => {
    expect(menuItemOfPath('/sells')?.key).toBe('dashboard');
    expect(menuItemOfPath('/sells/leads/4')?.key).toBe('leads');
    expect(menuItemOfPath('/sells/seller-profile')?.key).toBe('perfil');
    expect(menuItemOfPath('/leads/search')).toBeUndefined();
    expect(canOpenPath('hostess', '/lista-espera-citas/1')).toBe(true);
  });

  it('opens Conversaciones (the WhatsApp inbox) to the roles that answer leads only', () => {
    for (const role of ['admin', 'bdc', 'coordinator', 'adviser-telefonica', 'fleet-executive', 'fleet-manager'] as const) expect(canOpenPath(role, '/conversaciones'), role).toBe(true);
    for (const role of ['hostess', 'sales-admin', 'hr', 'product'] as const) expect(canOpenPath(role, '/conversaciones'), role).toBe(false);
  });

  it('opens shared screens to everyone', () => {
    expect(canOpenPath('hr', '/profile')).toBe(true);
    expect(canOpenPath('hr', '/sells')).toBe(false);
  });
});
