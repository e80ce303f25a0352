import { matchPath } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { isRole } from '@shared/domain/roles';
import { canOpenPath } from '@shared/domain/screenAccess';
import { agencyOf, keptSession } from '../lib/session';
import { requestContext } from '../lib/requestContext';
import { catalogQueries, leadQueries } from '../modules/leads/queries';
import { readLeadsState } from '../modules/leads/salesStore';
import { leadsListQuery } from '../modules/leads/list/listParams';
import { initialDashboardFilter, reportQueries } from '../modules/dashboard/reportQueries';

type Prefetch = (client: QueryClient, agencyId: number, params: Record<string, string | undefined>) => Promise<unknown>;

/**
 * The first queries of the screens people open the app on, with the very options (keys, params)
 * the screens use: a screen mounted while its prefetch is under way joins it, one finished is
 * fresh for the queries' staleTime. No double fetch either way.
 */
const PREFETCHES: { path: string; prefetch: Prefetch }[] = [
  {
    path: '/sells/leads',
    prefetch: (client, agencyId) => {
      const { params, totals } = leadsListQuery(readLeadsState());
      // The counts and the schedule come beside it, but the first row needs only the list.
      void client.prefetchQuery(leadQueries.totals(agencyId, totals));
      void client.prefetchQuery(catalogQueries.schedule(agencyId));
      return client.prefetchQuery(leadQueries.list(agencyId, params));
    },
  },
  {
    path: '/sells',
    prefetch: (client, agencyId) => {
      const filter = initialDashboardFilter();
      void client.prefetchQuery(reportQueries.status(filter, agencyId));
      void client.prefetchQuery(reportQueries.interest(filter, agencyId));
      void client.prefetchQuery(reportQueries.origins(filter, agencyId));
      return client.prefetchQuery(reportQueries.funnel(filter, agencyId));
    },
  },
  {
    path: '/sells/leads/:leadId',
    prefetch: (client, _agencyId, { leadId }) => {
      const id = Number(leadId);
      return Number.isInteger(id) && id > 0 ? client.prefetchQuery(leadQueries.detail(id)) : Promise.resolve();
    },
  },
];

/**
 * At start-up, beside the screen's code: a returning user's kept session (token user id, kept
 * user and agency) is enough to ask for the screen's first data, instead of waiting for the
 * screen's chunk to load and render. Only for a path the kept role may open (the guard would
 * redirect it); the API checks permissions as for any call. Settles when the screen's main
 * query has its answer (or its error: prefetchQuery never rejects), at once when there is nothing to ask.
 */
export async function prefetchRoute(pathname: string, client: QueryClient): Promise<void> {
  const entry = PREFETCHES.map((p) => ({ ...p, match: matchPath({ path: p.path, end: true }, pathname) })).find((p) => p.match);
  if (!entry?.match) return;
  const { id, user } = await keptSession();
  const role = user?.UserRole.slug;
  if (!id || !user || !role || !isRole(role) || !canOpenPath(role, pathname)) return;
  const agencyId = agencyOf(user);
  if (agencyId === undefined) return;
  // What the session sets for the same kept user (the agencyid/userid headers).
  requestContext.userId = id;
  requestContext.agencyId = agencyId;
  await entry.prefetch(client, agencyId, entry.match.params);
}
