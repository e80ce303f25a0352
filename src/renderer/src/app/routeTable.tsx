import { lazy, type ComponentType, type ReactNode } from 'react';

export interface AppRoute {
  path: string;
  title: string;
  /** The screen; a route without one shows 'en construcción' until its issue builds it. */
  element?: ReactNode;
  /** Outside the shell (full-screen boards). */
  bare?: boolean;
}

/** A lazily loaded screen from a module's named export: each feature is its own chunk. */
export function screen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): ReactNode {
  const Component: ComponentType = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  return <Component />;
}

/**
 * Every route of the spec's route map (parts 1 and 2). To build a screen, give its route an
 * `element: screen(() => import('../modules/<feature>/<Screen>'), '<Screen>')`.
 */
export const ROUTES: AppRoute[] = [
  { path: '/profile', title: 'Perfil de Usuario', element: screen(() => import('../modules/profile/ProfilePage'), 'ProfilePage') },
  // Sells
  { path: '/sells', title: 'Dashboard Ventas', element: screen(() => import('../modules/dashboard/DashboardPage'), 'DashboardPage') },
  { path: '/sells/leads', title: 'Leads / Prospectos', element: screen(() => import('../modules/leads/list/LeadsListPage'), 'LeadsListPage') },
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
  { path: '/sells/registro-visitas', title: 'Registro de visitas a piso', element: screen(() => import('../modules/floorVisits/FloorVisitsPage'), 'FloorVisitsPage') },
  // Admin (JAC Store)
  { path: '/admin', title: 'JAC Store', element: screen(() => import('../modules/admin/AdminLanding'), 'AdminLanding') },
  { path: '/admin/register', title: 'Registrar usuario', element: screen(() => import('../modules/admin/RegisterUserPage'), 'RegisterUserPage') },
  { path: '/admin/edit-user/:userId', title: 'Editar usuario', element: screen(() => import('../modules/admin/EditUserPage'), 'EditUserPage') },
  { path: '/admin/users', title: 'Usuarios', element: screen(() => import('../modules/admin/UsersPage'), 'UsersPage') },
  { path: '/admin/agencies', title: 'Agencias', element: screen(() => import('../modules/admin/AgenciesPage'), 'AgenciesPage') },
  { path: '/admin/agencies/create', title: 'Registrar agencia', element: screen(() => import('../modules/admin/CreateAgencyPage'), 'CreateAgencyPage') },
  { path: '/admin/agencies/schedules', title: 'Configuración de horarios', element: screen(() => import('../modules/admin/SchedulesPage'), 'SchedulesPage') },
  { path: '/admin/agencies/:agencyId', title: 'Agencia', element: screen(() => import('../modules/admin/AgencyDetailPage'), 'AgencyDetailPage') },
  // Support and marketing
  { path: '/support', title: 'Atención al Cliente' },
  { path: '/support/campains', title: 'Campañas' },
  { path: '/support/clients', title: 'Clientes' },
  { path: '/support/services', title: 'Servicios' },
  ...['support', 'google-ads', 'facebook-ads', 'pixels', 'email', 'landing', 'form', 'jac-stage', 'jac-news', 'list', 'history-transactions'].map(
    (slug) => ({ path: `/marketing/${slug}`, title: `Marketing: ${slug}` }),
  ),
  // Fleets (part 2)
  { path: '/fleets', title: 'Flotillas' },
  { path: '/fleets/companies', title: 'Empresas' },
  { path: '/fleets/companies/:id', title: 'Datos de la empresa' },
  { path: '/fleets/leads-flotilla', title: 'Leads de flotilla' },
  { path: '/fleets/leads-flotilla/:id', title: 'Detalle del lead de flotilla' },
  { path: '/fleets/prospectos', title: 'Prospectos Flotillas' },
  { path: '/fleets/prospectos/:id', title: 'Prospecto' },
  { path: '/fleets/sales', title: 'Ventas completadas' },
  { path: '/fleets/sales/:id', title: 'Venta completada' },
  // E-commerce, HR, product (part 2)
  { path: '/ecommerce', title: 'E-Commerce' },
  { path: '/ecommerce/ecommerce-products', title: 'Productos' },
  { path: '/ecommerce/ecommerce-products/:id', title: 'Producto' },
  { path: '/ecommerce/createAccesorio', title: 'Cargar producto' },
  { path: '/ecommerce/editAccesorio/:id', title: 'Editar producto' },
  { path: '/hr', title: 'Recursos Humanos' },
  { path: '/hr/vacancies', title: 'Vacantes' },
  { path: '/product', title: 'Producto' },
  { path: '/product/create', title: 'Crear producto' },
  { path: '/product/details/:id', title: 'Detalle de producto' },
  { path: '/product/details/:id/one-pager', title: 'One pager' },
];
