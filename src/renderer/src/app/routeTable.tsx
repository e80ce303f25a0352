import type { ComponentType, ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { keptModule } from '../ui/keptModule';

export interface AppRoute {
  path: string;
  title: string;
  /** The screen; a route without one shows 'en construcción' until its issue builds it. */
  element?: ReactNode;
  /** Outside the shell (full-screen boards). */
  bare?: boolean;
  /**
   * A chunk the screen loads lazily but shows at once (the dashboard's charts): started with the
   * screen's own at start-up, and preloaded by the web server's page for the path (build/routeScreens.ts).
   */
  preload?: () => Promise<unknown>;
}

const loaders = new WeakMap<object, () => Promise<unknown>>();

/**
 * A lazily loaded screen from a module's named export: each feature is its own chunk. Once its
 * chunk is loaded (e.g. preloaded at start-up) the screen renders without suspending: no spinner
 * and none of the delay React gives content revealed after a Suspense fallback.
 */
export function screen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): ReactNode {
  const module = keptModule(load);
  const Component = module.lazyExport(name);
  const element = <Component />;
  loaders.set(element, module.load);
  return element;
}

/** The chunk loader of a route's screen, to start it early (app/preloadRoute.ts). */
export function screenLoader(element: ReactNode): (() => Promise<unknown>) | undefined {
  return typeof element === 'object' && element !== null ? loaders.get(element) : undefined;
}

/**
 * Every route of the spec's route map (parts 1 and 2). To build a screen, give its route an
 * `element: screen(() => import('../modules/<feature>/<Screen>'), '<Screen>')`.
 */
export const ROUTES: AppRoute[] = [
  { path: '/profile', title: 'Perfil de Usuario', element: screen(() => import('../modules/profile/ProfilePage'), 'ProfilePage') },
  // Sells
  { path: '/sells', title: 'Dashboard Ventas', element: screen(() => import('../modules/dashboard/DashboardPage'), 'DashboardPage'), preload: () => import('../modules/dashboard/DashboardCharts') },
  { path: '/sells/leads', title: 'Leads / Prospectos', element: screen(() => import('../modules/leads/list/LeadsListPage'), 'LeadsListPage') },
  { path: '/sells/solicitudes-arco', title: 'Solicitudes ARCO', element: screen(() => import('../modules/privacy/ArcoRequestsPage'), 'ArcoRequestsPage') },
  { path: '/sells/solicitudes-arco/:id', title: 'Solicitud ARCO', element: screen(() => import('../modules/privacy/ArcoRequestPage'), 'ArcoRequestPage') },
  { path: '/sells/leads/:leadId', title: 'Detalle del lead', element: screen(() => import('../modules/leads/detail/LeadDetailPage'), 'LeadDetailPage') },
  { path: '/sells/seller-profile', title: 'Mi Perfil JAC', element: screen(() => import('../modules/profile/ProfilePage'), 'ProfilePage') },
  { path: '/leads/search', title: 'Búsqueda de leads', element: screen(() => import('../modules/leadLists/LeadSearchPage'), 'LeadSearchPage') },
  { path: '/sells/agenda', title: 'Mi Agenda', element: screen(() => import('../modules/agenda/AgendaPage'), 'AgendaPage') },
  { path: '/sells/leads-congelados', title: 'Congelados', element: screen(() => import('../modules/leadLists/PhaseLeadsPage'), 'FrozenLeadsPage') },
  { path: '/sells/leads-futura-compra', title: 'Futura Venta', element: screen(() => import('../modules/leadLists/PhaseLeadsPage'), 'FutureSaleLeadsPage') },
  { path: '/sells/leads-duplicados', title: 'Leads duplicados', element: screen(() => import('../modules/duplicates/DuplicatesListPage'), 'DuplicatesListPage') },
  { path: '/sells/leads-duplicados/:Lead1/:Lead2', title: 'Comparar leads duplicados', element: screen(() => import('../modules/duplicates/DuplicateComparePage'), 'DuplicateComparePage') },
  { path: '/sells/ventas', title: 'Ventas Reportadas', element: screen(() => import('../modules/sales/SalesListPage'), 'SalesListPage') },
  { path: '/sells/ventas/:id', title: 'Detalle de venta', element: screen(() => import('../modules/sales/SaleDetailPage'), 'SaleDetailPage') },
  { path: '/sells/citas', title: 'Citas', element: screen(() => import('../modules/appointments/AppointmentsPage'), 'AppointmentsPage') },
  { path: '/lista-espera-citas/:AgencyId', title: 'Lista de espera', bare: true, element: screen(() => import('../modules/appointments/WaitingListBoard'), 'WaitingListBoard') },
  { path: '/sells/leads-accesorios', title: 'Accesorios', element: screen(() => import('../modules/accessories/AccessoryLeadsPage'), 'AccessoryLeadsPage') },
  { path: '/sells/leads-accesorios/:id', title: 'Detalle de lead de accesorios', element: screen(() => import('../modules/accessories/AccessoryLeadDetailPage'), 'AccessoryLeadDetailPage') },
  { path: '/sells/tiempos-respuesta', title: 'Tiempos de respuesta', element: screen(() => import('../modules/admin/AgencySlaPage'), 'AgencySlaPage') },
  { path: '/sells/registro-visitas', title: 'Registro de visitas a piso', element: screen(() => import('../modules/floorVisits/FloorVisitsPage'), 'FloorVisitsPage') },
  // WhatsApp inbox (issue 53): retail and fleet, so outside both areas; the menu item's roles guard it.
  { path: '/conversaciones', title: 'Conversaciones', element: screen(() => import('../modules/whatsapp/ConversationsPage'), 'ConversationsPage') },
  // Admin (JAC Store)
  { path: '/admin', title: 'JAC Store', element: screen(() => import('../modules/admin/AdminLanding'), 'AdminLanding') },
  { path: '/admin/register', title: 'Registrar usuario', element: screen(() => import('../modules/admin/RegisterUserPage'), 'RegisterUserPage') },
  { path: '/admin/edit-user/:userId', title: 'Editar usuario', element: screen(() => import('../modules/admin/EditUserPage'), 'EditUserPage') },
  { path: '/admin/users', title: 'Usuarios', element: screen(() => import('../modules/admin/UsersPage'), 'UsersPage') },
  { path: '/admin/agencies', title: 'Agencias', element: screen(() => import('../modules/admin/AgenciesPage'), 'AgenciesPage') },
  { path: '/admin/agencies/create', title: 'Registrar agencia', element: screen(() => import('../modules/admin/CreateAgencyPage'), 'CreateAgencyPage') },
  { path: '/admin/agencies/schedules', title: 'Configuración de horarios', element: screen(() => import('../modules/admin/SchedulesPage'), 'SchedulesPage') },
  { path: '/admin/agencies/:agencyId', title: 'Agencia', element: screen(() => import('../modules/admin/AgencyDetailPage'), 'AgencyDetailPage') },
  { path: '/admin/integraciones', title: 'Pruebas de integración', element: screen(() => import('../modules/sales/SaleReportingTestPage'), 'SaleReportingTestPage') },
  { path: '/admin/displays', title: 'Pantallas de lista de espera', element: screen(() => import('../modules/admin/DisplaysPage'), 'DisplaysPage') },
  { path: '/admin/aviso-de-privacidad', title: 'Aviso de privacidad', element: screen(() => import('../modules/privacy/PrivacyNoticePage'), 'PrivacyNoticePage') },
  { path: '/admin/bitacora-de-acceso', title: 'Bitácora de acceso', element: screen(() => import('../modules/privacy/AccessLogPage'), 'AccessLogPage') },
  // Support and marketing
  { path: '/support', title: 'Atención al Cliente' },
  { path: '/support/campains', title: 'Campañas' },
  { path: '/support/clients', title: 'Clientes' },
  { path: '/support/services', title: 'Servicios' },
  ...(
    [
      ['support', 'Soporte'],
      ['google-ads', 'Google Ads'],
      ['facebook-ads', 'Facebook Ads'],
      ['pixels', 'Píxeles'],
      ['email', 'Correo electrónico'],
      ['landing', 'Landing pages'],
      ['form', 'Formularios'],
      ['jac-stage', 'JAC Stage'],
      ['jac-news', 'JAC News'],
      ['list', 'Listas'],
      ['history-transactions', 'Historial de transacciones'],
    ] as const
  ).map(([slug, name]) => ({ path: `/marketing/${slug}`, title: `Marketing: ${name}` })),
  // Fleets (part 2)
  // The fleet roles' home: the workspace is the lead list.
  { path: '/fleets', title: 'Flotillas', element: <Navigate to="/fleets/leads-flotilla" replace /> },
  { path: '/fleets/companies', title: 'Empresas', element: screen(() => import('../modules/fleet/companies/CompaniesListPage'), 'CompaniesListPage') },
  { path: '/fleets/companies/:id', title: 'Datos de la empresa', element: screen(() => import('../modules/fleet/companies/CompanyDetailPage'), 'CompanyDetailPage') },
  { path: '/fleets/leads-flotilla', title: 'Leads de flotilla', element: screen(() => import('../modules/fleet/leads/FleetLeadsListPage'), 'FleetLeadsListPage') },
  {
    path: '/fleets/leads-flotilla/:id',
    title: 'Detalle del lead de flotilla',
    element: screen(() => import('../modules/fleet/leads/detail/FleetLeadDetailPage'), 'FleetLeadDetailPage'),
  },
  { path: '/fleets/prospectos', title: 'Prospectos Flotillas', element: screen(() => import('../modules/fleet/prospects/ProspectsListPage'), 'ProspectsListPage') },
  { path: '/fleets/prospectos/:id', title: 'Prospecto', element: screen(() => import('../modules/fleet/prospects/ProspectDetailPage'), 'ProspectDetailPage') },
  { path: '/fleets/sales', title: 'Ventas completadas', element: screen(() => import('../modules/fleet/sales/ClosedSalesListPage'), 'ClosedSalesListPage') },
  { path: '/fleets/sales/:id', title: 'Venta completada', element: screen(() => import('../modules/fleet/sales/ClosedSaleDetailPage'), 'ClosedSaleDetailPage') },
  // E-commerce, HR, product (part 2)
  { path: '/ecommerce', title: 'E-Commerce', element: <Navigate to="/ecommerce/ecommerce-products" replace /> },
  { path: '/ecommerce/ecommerce-products', title: 'Productos', element: screen(() => import('../modules/ecommerce/EcommerceProductsPage'), 'EcommerceProductsPage') },
  { path: '/ecommerce/ecommerce-products/:id', title: 'Producto', element: screen(() => import('../modules/ecommerce/EcommerceProductDetailPage'), 'EcommerceProductDetailPage') },
  { path: '/ecommerce/createAccesorio', title: 'Cargar producto', element: screen(() => import('../modules/ecommerce/CreateAccessoryPage'), 'CreateAccessoryPage') },
  { path: '/ecommerce/editAccesorio/:id', title: 'Editar producto', element: screen(() => import('../modules/ecommerce/EditAccessoryPage'), 'EditAccessoryPage') },
  { path: '/hr', title: 'Recursos Humanos', element: screen(() => import('../modules/hr/HrHome'), 'HrHome') },
  { path: '/hr/vacancies', title: 'Vacantes', element: screen(() => import('../modules/hr/VacanciesPage'), 'VacanciesPage') },
  { path: '/product', title: 'Producto', element: screen(() => import('../modules/product/ProductListPage'), 'ProductListPage') },
  { path: '/product/create', title: 'Crear producto', element: screen(() => import('../modules/product/ProductFormPage'), 'CreateProductPage') },
  { path: '/product/edit/:id', title: 'Editar producto', element: screen(() => import('../modules/product/ProductFormPage'), 'EditProductPage') },
  { path: '/product/details/:id', title: 'Detalle de producto', element: screen(() => import('../modules/product/ProductDetailPage'), 'ProductDetailPage') },
  {
    path: '/product/details/:id/one-pager',
    title: 'Ficha comercial',
    bare: true,
    element: screen(() => import('../modules/product/OnePagerPage'), 'OnePagerPage'),
  },
];
