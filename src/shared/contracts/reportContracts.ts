import type { reportCallSchemas } from './reportServed';
import { describeCalls } from './routeContract';

const access = { permission: 'sales:view' } as const;

/** The dashboard's cards (spec §7 Reports; features/reports, features/sla), on the reporting base. */
export const reportRoutes = describeCalls<typeof reportCallSchemas>()({
  /** 'Funnel Ventas'. */
  funnel: { method: 'GET', path: '/lead/ByAllPhases', base: 'reporting', access },
  /** 'Estados Leads'. */
  status: { method: 'GET', path: '/lead/ByPhase', base: 'reporting', access },
  interest: { method: 'GET', path: '/lead/InterestByModel', base: 'reporting', access },
  origins: { method: 'GET', path: '/lead/ByOrigin', base: 'reporting', access },
  /** 'Tiempo de respuesta' (issue 30). */
  responseTime: { method: 'GET', path: '/lead/ResponseTime', base: 'reporting', access },
  /** 'Asistencia a citas'. */
  attendance: { method: 'GET', path: '/lead/AppointmentAttendance', base: 'reporting', access },
});
