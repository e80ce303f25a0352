import { z } from 'zod';
import { dbIdWith, optSearch, TEXT_MAX } from '../schemas/primitives';
import { MSG } from '../messages';
import { pagingQuery } from '../schemas/pagingQuery';
import { FLOOR_VISIT_TYPES, floorVisitCreatedAnswer, floorVisitListAnswer, floorVisitTotalsAnswer, foundLeadsAnswer } from '../schemas/floorVisitResponses';
import { route } from './routeContract';

/** The list's search and its `filters` JSON (phase tab, type, origin, adviser). */
export const floorVisitListQuery = z.object({ search: optSearch(), filters: optSearch(2000) });

/** The showroom's floor visits (spec §3; features/floorVisits). */
export const floorVisitRoutes = {
  list: route({
    method: 'GET',
    path: '/registro-visitas',
    access: { permission: 'floorVisits:manage' },
    query: pagingQuery.merge(floorVisitListQuery).extend({ sortBy: optSearch(200) }),
    response: { 200: floorVisitListAnswer },
  }),
  totals: route({ method: 'GET', path: '/registro-visitas/data/totales', access: { permission: 'floorVisits:manage' }, query: floorVisitListQuery, response: { 200: floorVisitTotalsAnswer } }),
  /** The wizard's lead search by email, phone or name. */
  find: route({
    method: 'GET',
    path: '/registro-visitas/data/find',
    access: { permission: 'floorVisits:manage' },
    query: z.object({ email: optSearch(TEXT_MAX.email), phone: optSearch(TEXT_MAX.phone), firstAndLastName: optSearch(TEXT_MAX.name) }),
    response: { 200: foundLeadsAnswer },
  }),
  register: route({
    method: 'POST',
    path: '/registro-visitas/',
    access: { permission: 'floorVisits:manage' },
    body: z.object({
      data: z.object({
        origin: z.enum(['NEW', 'EXISTING']),
        LeadId: dbIdWith(MSG.selectLead),
        type: z.enum(FLOOR_VISIT_TYPES).optional().nullable(),
      }),
    }),
    response: { 200: floorVisitCreatedAnswer },
  }),
};
