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
  { path: '/sells', title: 'Dashboard Ventas' },
  { path: '/sells/leads', title: 'Leads / Prospectos' },
  { path: '/sells/leads/:leadId', title: 'Detalle del lead' },
  { path: '/sells/seller-profile', title: 'Mi Perfil JAC', element: screen(() => import('../modules/profile/ProfilePage'), 'ProfilePage') },
  { path: '/leads/search', title: 'Búsqueda de leads' },
  { path: '/sells/agenda', title: 'Mi Agenda', element: screen(() => import('../modules/agenda/AgendaPage'), 'AgendaPage') },
  { path: '/sells/leads-congelados', title: 'Congelados' },
  { path: '/sells/leads-futura-compra', title: 'Futura Venta' },
  { path: '/sells/leads-duplicados', title: 'Leads duplicados' },
  { path: '/sells/leads-duplicados/:Lead1/:Lead2', title: 'Comparar leads duplicados' },
  { path: '/sells/ventas', title: 'Ventas Reportadas' },
  { path: '/sells/ventas/:id', title: 'Detalle de venta' },
  { path: '/sells/citas', title: 'Citas', element: screen(() => import('../modules/appointments/AppointmentsPage'), 'AppointmentsPage') },
  {
    path: '/lista-espera-citas/:AgencyId',
    title: 'Lista de espera',
    bare: true,
    element: screen(() => import('../modules/appointments/WaitingListBoard'), 'WaitingListBoard'),
  },
  { path: '/sells/leads-accesorios', title: 'Accesorios' },
  { path: '/sells/leads-accesorios/:id', title: 'Detalle de lead de accesorios' },
  {
    path: '/sells/registro-visitas',
    title: 'Registro de visitas a piso',
    element: screen(() => import('../modules/floorVisits/FloorVisitsPage'), 'FloorVisitsPage'),
  },
  // Admin (JAC Store)
  { path: '/admin', title: 'JAC Store' },
  { path: '/admin/register', title: 'Registrar usuario' },
  { path: '/admin/edit-user/:userId', title: 'Editar usuario' },
  { path: '/admin/users', title: 'Usuarios' },
  { path: '/admin/agencies', title: 'Agencias' },
  { path: '/admin/agencies/create', title: 'Registrar agencia' },
  { path: '/admin/agencies/schedules', title: 'Configuración de horarios' },
  { path: '/admin/agencies/:agencyId', title: 'Agencia' },
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
