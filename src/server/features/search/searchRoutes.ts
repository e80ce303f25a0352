import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { can } from '../../../shared/domain/permissions';
import { searchAnswer, type SearchHit } from '../../../shared/schemas/searchResponses';
import { callerOf } from '../../identity/auth';
import { isEmptyQuery, parsePaletteQuery } from '../../lib/search/paletteQuery';
import { typed, type RouteDeps } from '../../lib/zodApp';
import { searchAppointments } from '../appointments';
import { searchFleet } from '../fleet';
import { searchLeads } from '../leads/doors/listJoin';

/** How many records of each kind the palette lists. */
export const HITS_PER_KIND = 5;

const searchQuery = z.object({ q: z.string().max(100, 'La búsqueda admite hasta 100 caracteres').default('') });

/**
 * GET /api/search?q= (issue 43): the palette's one call per pause in typing. Every signed-in role may
 * call it; each kind is searched only for a role that may open its list (lead:view, agenda:view,
 * fleet:view), under that list's own record rule, by the feature that owns the records.
 */
export async function searchRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  const r = typed(app);
  r.get('/search', { config: { signedIn: true }, schema: { querystring: searchQuery, response: { 200: searchAnswer } } }, async (request) => {
    const caller = callerOf(request);
    const q = parsePaletteQuery(request.query.q);
    if (isEmptyQuery(q)) return { data: [] };
    const retail = can(caller.role, 'lead:view');
    const [leads, fleet] = await Promise.all([
      retail ? searchLeads(db, caller, q, HITS_PER_KIND) : ([] as SearchHit[]),
      can(caller.role, 'fleet:view') ? searchFleet(db, caller, q, HITS_PER_KIND) : ([] as SearchHit[]),
    ]);
    const appointments = can(caller.role, 'agenda:view')
      ? await searchAppointments(
          db,
          caller,
          leads.map((h) => h.id),
          q.id,
          HITS_PER_KIND,
        )
      : [];
    return { data: [...leads, ...fleet, ...appointments] };
  });
}
