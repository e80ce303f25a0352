import { describe, expect, it } from 'vitest';
import { menuFor, showsPostventa, MENU } from './menu';
import { ROLES, type Role } from './roles';

const ADVISERS: Role[] = ['adviser-digital', 'adviser-floor', 'adviser-hybrid', 'adviser-telefonica'];
const SALES: Role[] = ['admin', 'manager', 'coordinator', 'bdc', ...ADVISERS, 'hostess', 'sales-admin'];
const FLEET_ACCESS: Role[] = ['admin', 'fleet-manager', 'sales-admin', 'fleet-executive', 'fleet-coordinator'];

/** Spec part 1 §2 Menu: each entry and who sees it, written out independently of menu.ts. */
const TOP: Record<string, Role[]> = {
  'Mi Perfil JAC': SALES,
  Ventas: SALES,
  Flotillas: FLEET_ACCESS,
  // Ours (issue 53): the WhatsApp inbox, for the roles that answer leads.
  Conversaciones: ['admin', 'manager', 'coordinator', 'bdc', ...ADVISERS, 'fleet-manager', 'fleet-coordinator', 'fleet-executive'],
  'Atención al Cliente': ['admin', 'support'],
  Marketing: ['admin', 'marketing'],
  Producto: ['admin', 'product'],
  'Recursos Humanos': ['admin', 'hr'],
  'JAC Store': ['admin'],
  'E-Commerce': ['admin'],
};
const AGENDA: Role[] = ['admin', 'manager', 'coordinator', 'bdc', ...ADVISERS, 'hostess'];
const VENTAS: Record<string, [string, Role[]]> = {
  'Leads / Prospectos': ['/sells/leads', SALES],
  'Dashboard Ventas': ['/sells', SALES],
  'Mi Agenda': ['/sells/agenda', AGENDA],
  Congelados: ['/sells/leads-congelados', AGENDA],
  'Futura Venta': ['/sells/leads-futura-compra', AGENDA],
  'Ventas Reportadas': ['/sells/ventas', SALES],
  'Leads duplicados': ['/sells/leads-duplicados', ['admin', 'manager', 'coordinator']],
  // Ours (issue 54): a person's ARCO requests, for the agency's data officer.
  'Solicitudes ARCO': ['/sells/solicitudes-arco', ['admin', 'manager', 'coordinator']],
  Citas: ['/sells/citas', ['admin', 'manager', 'hostess', 'coordinator', 'bdc']],
  Accesorios: ['/sells/leads-accesorios', ['admin', 'manager']],
  // Ours (issue 30): the agency's first-contact SLA, set by admin and manager.
  'Tiempos de respuesta': ['/sells/tiempos-respuesta', ['admin', 'manager']],
  'Registro de visitas a piso': ['/sells/registro-visitas', ['admin', 'manager', 'hostess', 'coordinator']],
};

describe('the side menu', () => {
  it.each(ROLES)('shows %s exactly the top-level entries of the spec', (role) => {
    const expected = Object.entries(TOP)
      .filter(([, roles]) => roles.includes(role))
      .map(([label]) => label);
    expect(menuFor(role).map((i) => i.label)).toEqual(expected);
  });

  it.each(ROLES.filter((r) => SALES.includes(r)))('shows %s exactly the Ventas items of the spec, with their routes', (role) => {
    const ventas = menuFor(role).find((i) => i.label === 'Ventas');
    const expected = Object.entries(VENTAS)
      .filter(([, [, roles]]) => roles.includes(role))
      .map(([label, [route]]) => [label, route]);
    expect(ventas?.children?.map((c) => [c.label, c.route])).toEqual(expected);
  });

  it('gives JAC Store the agencies, users and schedules items, and the privacy notice and access log (issue 54)', () => {
    const store = menuFor('admin').find((i) => i.label === 'JAC Store');
    expect(store?.children?.map((c) => c.route)).toEqual([
      '/admin/agencies',
      '/admin/users',
      '/admin/agencies/schedules',
      '/admin/displays',
      '/admin/aviso-de-privacidad',
      '/admin/bitacora-de-acceso',
    ]);
  });

  it('keeps Mi Perfil JAC on /sells/seller-profile and E-Commerce on its product list', () => {
    expect(MENU.find((i) => i.label === 'Mi Perfil JAC')?.route).toBe('/sells/seller-profile');
    expect(MENU.find((i) => i.label === 'E-Commerce')?.route).toBe('/ecommerce/ecommerce-products');
  });

  it('shows the Postventa link to admin only', () => {
    expect(ROLES.filter(showsPostventa)).toEqual(['admin']);
  });
});
