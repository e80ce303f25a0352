import { PERMISSIONS } from './permissions';
import { ADVISER_ROLES, SALES_ROLES, type Role } from './roles';

export interface MenuItem {
  key: string;
  label: string;
  route?: string;
  roles: readonly Role[];
  /** Help page opened outside the app (the spec's info links). */
  infoUrl?: string;
  children?: readonly MenuItem[];
}

const AGENDA_ROLES = ['admin', 'manager', 'coordinator', 'bdc', ...ADVISER_ROLES, 'hostess'] as const satisfies readonly Role[];
const ALL_SALES = ['admin', ...SALES_ROLES] as const satisfies readonly Role[];
const FLEET_ACCESS = ['admin', 'fleet-manager', 'sales-admin', 'fleet-executive', 'fleet-coordinator'] as const satisfies readonly Role[];

export const HELP_BASE_URL = 'https://ayuda.crm-ventas.mx';
export const POSTVENTA_URL = 'https://postventa.crm-ventas.mx';
export const HELP_BOARD_URL = `${HELP_BASE_URL}/tablero`;

/** The whole side menu (spec part 1 §2 Menu tables); 'sells' means every sales role (a decision of ours: src/renderer/README.md). */
export const MENU: readonly MenuItem[] = [
  { key: 'perfil', label: 'Mi Perfil JAC', route: '/sells/seller-profile', roles: ALL_SALES },
  {
    key: 'ventas',
    label: 'Ventas',
    roles: ALL_SALES,
    infoUrl: `${HELP_BASE_URL}/ventas`,
    children: [
      { key: 'leads', label: 'Leads / Prospectos', route: '/sells/leads', roles: ALL_SALES, infoUrl: `${HELP_BASE_URL}/leads` },
      { key: 'dashboard', label: 'Dashboard Ventas', route: '/sells', roles: ALL_SALES },
      { key: 'agenda', label: 'Mi Agenda', route: '/sells/agenda', roles: AGENDA_ROLES },
      { key: 'congelados', label: 'Congelados', route: '/sells/leads-congelados', roles: AGENDA_ROLES },
      { key: 'futura', label: 'Futura Venta', route: '/sells/leads-futura-compra', roles: AGENDA_ROLES },
      { key: 'ventas-reportadas', label: 'Ventas Reportadas', route: '/sells/ventas', roles: ALL_SALES },
      { key: 'duplicados', label: 'Leads duplicados', route: '/sells/leads-duplicados', roles: ['admin', 'manager', 'coordinator'] },
      // A person's ARCO requests (issue 54): the agency's data officer.
      { key: 'solicitudes-arco', label: 'Solicitudes ARCO', route: '/sells/solicitudes-arco', roles: PERMISSIONS['privacy:arco'] },
      // bdc (the arrival loop): the day's no-shows to call back and tomorrow's to confirm; its actions stay the floor staff's.
      { key: 'citas', label: 'Citas', route: '/sells/citas', roles: ['admin', 'manager', 'hostess', 'coordinator', 'bdc'] },
      { key: 'accesorios', label: 'Accesorios', route: '/sells/leads-accesorios', roles: ['admin', 'manager'] },
      { key: 'tiempos-respuesta', label: 'Tiempos de respuesta', route: '/sells/tiempos-respuesta', roles: ['admin', 'manager'] },
      { key: 'visitas', label: 'Registro de visitas a piso', route: '/sells/registro-visitas', roles: ['admin', 'manager', 'hostess', 'coordinator'] },
    ],
  },
  {
    key: 'flotillas',
    label: 'Flotillas',
    roles: FLEET_ACCESS,
    infoUrl: `${HELP_BASE_URL}/flotillas`,
    children: [
      { key: 'leads-flotilla', label: 'Leads', route: '/fleets/leads-flotilla', roles: FLEET_ACCESS },
      { key: 'companies', label: 'Empresas', route: '/fleets/companies', roles: FLEET_ACCESS },
      { key: 'prospectos', label: 'Prospectos', route: '/fleets/prospectos', roles: FLEET_ACCESS },
      { key: 'fleet-sales', label: 'Ventas completadas', route: '/fleets/sales', roles: FLEET_ACCESS },
    ],
  },
  // Ours (issue 53): the WhatsApp inbox of the roles that answer leads, retail and fleet.
  { key: 'conversaciones', label: 'Conversaciones', route: '/conversaciones', roles: PERMISSIONS['whatsapp:inbox'] },
  { key: 'support', label: 'Atención al Cliente', route: '/support', roles: ['admin', 'support'] },
  {
    key: 'marketing',
    label: 'Marketing',
    roles: ['admin', 'marketing'],
    children: [
      { key: 'mk-support', label: 'Soporte', route: '/marketing/support', roles: ['admin', 'marketing'] },
      { key: 'mk-google', label: 'Google Ads', route: '/marketing/google-ads', roles: ['admin', 'marketing'] },
      { key: 'mk-facebook', label: 'Facebook Ads', route: '/marketing/facebook-ads', roles: ['admin', 'marketing'] },
      { key: 'mk-pixels', label: 'Pixeles', route: '/marketing/pixels', roles: ['admin', 'marketing'] },
      { key: 'mk-email', label: 'Email', route: '/marketing/email', roles: ['admin', 'marketing'] },
      { key: 'mk-landing', label: 'Landing', route: '/marketing/landing', roles: ['admin', 'marketing'] },
      { key: 'mk-form', label: 'Formularios', route: '/marketing/form', roles: ['admin', 'marketing'] },
      { key: 'mk-stage', label: 'JAC Stage', route: '/marketing/jac-stage', roles: ['admin', 'marketing'] },
      { key: 'mk-news', label: 'JAC News', route: '/marketing/jac-news', roles: ['admin', 'marketing'] },
      { key: 'mk-list', label: 'Listas', route: '/marketing/list', roles: ['admin', 'marketing'] },
      { key: 'mk-history', label: 'Historial de transacciones', route: '/marketing/history-transactions', roles: ['admin', 'marketing'] },
    ],
  },
  {
    key: 'producto',
    label: 'Producto',
    roles: ['admin', 'product'],
    children: [
      { key: 'product-list', label: 'Productos', route: '/product', roles: ['admin', 'product'] },
      { key: 'product-create', label: 'Crear producto', route: '/product/create', roles: ['admin', 'product'] },
    ],
  },
  {
    key: 'rh',
    label: 'Recursos Humanos',
    roles: ['admin', 'hr'],
    children: [
      { key: 'hr-main', label: 'Recursos Humanos', route: '/hr', roles: ['admin', 'hr'] },
      { key: 'hr-vacancies', label: 'Vacantes', route: '/hr/vacancies', roles: ['admin', 'hr'] },
    ],
  },
  {
    key: 'jac-store',
    label: 'JAC Store',
    roles: ['admin'],
    children: [
      { key: 'admin-agencies', label: 'Agencias', route: '/admin/agencies', roles: ['admin'] },
      { key: 'admin-users', label: 'Usuarios', route: '/admin/users', roles: ['admin'] },
      { key: 'admin-schedules', label: 'Configuración de horarios', route: '/admin/agencies/schedules', roles: ['admin'] },
      { key: 'admin-displays', label: 'Pantallas de lista de espera', route: '/admin/displays', roles: ['admin'] },
      // Personal data (issue 54): the agency's notice and purposes, and who saw what.
      { key: 'admin-privacy-notice', label: 'Aviso de privacidad', route: '/admin/aviso-de-privacidad', roles: ['admin'] },
      { key: 'admin-access-log', label: 'Bitácora de acceso', route: '/admin/bitacora-de-acceso', roles: ['admin'] },
    ],
  },
  { key: 'ecommerce', label: 'E-Commerce', route: '/ecommerce/ecommerce-products', roles: ['admin'] },
];

/** The menu as one role sees it: entries and submenu items it may not see are gone, empty groups too. */
export function menuFor(role: Role, items: readonly MenuItem[] = MENU): MenuItem[] {
  const visible: MenuItem[] = [];
  for (const item of items) {
    if (!item.roles.includes(role)) continue;
    if (item.children) {
      const children = menuFor(role, item.children);
      if (children.length === 0) continue;
      visible.push({ ...item, children });
    } else {
      visible.push(item);
    }
  }
  return visible;
}

/** Only admin sees the after-sales (Postventa) link. */
export function showsPostventa(role: Role): boolean {
  return role === 'admin';
}

