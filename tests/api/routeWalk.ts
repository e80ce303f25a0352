import type { InjectOptions } from 'fastify';
import type { RouteEntry } from '../../src/server/lib/routeRegistry';

/** What a walk aims at: one lead and the records hanging from it. */
export interface WalkTarget {
  leadId: number;
  /** The other lead of its duplicate pair. */
  partnerId: number;
  appointmentId: number;
  visitId: number;
  pairId: number;
  ownerId: number;
  agencyId: number;
  phase: string;
  firstName: string;
  lastName: string;
  email: string;
  /** The 10 local digits. */
  phoneDigits: string;
  /** YYYY-MM-DD of its appointment (agency day). */
  day: string;
}

/** Routes outside the walk: the user pool, the runtime config, health and the e2e reset. */
export function walkedRoutes(table: readonly RouteEntry[], methods: readonly string[]): RouteEntry[] {
  const seen = new Set<string>();
  return table.filter((r) => {
    const key = `${r.method} ${r.url.replace(/\/$/, '')}`;
    if (seen.has(key) || !methods.includes(r.method)) return false;
    seen.add(key);
    return /^\/(api|inventory)\//.test(r.url) && !r.url.startsWith('/api/health');
  });
}

/** Every value worth trying for each path parameter name: ids of the target's records of each kind. */
function paramCandidates(name: string, t: WalkTarget): string[] {
  switch (name) {
    case 'id':
      return [t.leadId, t.appointmentId, t.visitId, t.pairId].map(String);
    case 'leadId':
    case 'lead1':
      return [String(t.leadId)];
    case 'lead2':
      return [String(t.partnerId)];
    case 'userId':
    case 'newUserId':
      return [String(t.ownerId)];
    case 'type':
      return ['ACTIVITY', 'TESTDRIVE'];
    case 'value':
      return [t.lastName];
    default:
      return [String(t.leadId)];
  }
}

/** Expands a URL pattern into concrete URLs, one for each combination of candidate values. */
export function concreteUrls(pattern: string, t: WalkTarget): string[] {
  const names = [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  let urls = [pattern];
  for (const name of names) {
    urls = urls.flatMap((u) => paramCandidates(name, t).map((v) => u.replace(`:${name}`, encodeURIComponent(v))));
  }
  return urls;
}

/** One query string every list or search of the API understands, all pointing at the target. */
export function targetQuery(t: WalkTarget): Record<string, string> {
  return {
    LeadId: String(t.leadId),
    UserId: String(t.ownerId),
    AgencyId: String(t.agencyId),
    search: t.firstName,
    leadPhase: t.phase,
    phase: t.phase,
    date: t.day,
    startDate: t.day,
    email: t.email,
    phone: t.phoneDigits,
    firstAndLastName: t.firstName,
    filters: JSON.stringify({ UserId: t.ownerId, status: 'ALL' }),
    limit: '100',
  };
}

/** One body every write of the API would read the target from. */
export function targetBody(t: WalkTarget): Record<string, unknown> {
  const data = {
    LeadId: t.leadId,
    id: t.appointmentId,
    status: 'CANCELED',
    type: 'ACTIVITY',
    date: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    comments: 'recorrido',
    title: 'recorrido',
    origin: 'EXISTING',
    vins: [],
  };
  return { data, ...data };
}

export function walkRequests(routes: readonly RouteEntry[], t: WalkTarget, agencyId: number): (InjectOptions & { agencyId: number; route: string })[] {
  return routes.flatMap((r) =>
    concreteUrls(r.url, t).map((url) => ({
      route: `${r.method} ${r.url}`,
      method: r.method as InjectOptions['method'],
      url,
      query: targetQuery(t),
      agencyId,
      ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { payload: targetBody(t) }),
    })),
  );
}
