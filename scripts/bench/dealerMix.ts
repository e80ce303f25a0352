import type { Caller } from './benchHarness';

/** One request of the dealer group's mix: who sends it, and what to keep from its answer. */
export interface MixAction {
  kind: 'read' | 'write';
  who: Caller;
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  body?: unknown;
  /** The line it is reported under when the path alone would not say what it is. */
  label?: string;
  done?: (answer: string) => void;
}

interface MixContext {
  manager: Caller;
  hostess: Caller;
  /** Leads of the agency in seguimiento or en-cierre: opened, and given activities. */
  leadIds: number[];
  today: string;
  newLead: () => unknown;
}

// Surnames a receptionist types: common ones (thousands of matches in a big agency) and rarer ones.
const SEARCHES = ['garcía', 'hernández', 'martínez', 'lópez', 'gonzález', 'ramírez', 'villaseñor', 'orozco', 'zamora', 'ibarra'];
const PHASES = ['', '&phase=1er-contacto', '&phase=seguimiento', '&phase=en-cierre'];
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)]!;

/**
 * The mix a dealer group ran on its own network when it tried the API (issue 55): 80 % reads —
 * lead list 25, search 8, tab totals 10, lead detail 20, agenda week 10, Citas 5, waiting list 5,
 * notifications 12, sale dashboard 5 (percent of the reads) — and 20 % writes, a third each: a new
 * lead, a phase change (the leads this run created, one step along the funnel), an activity.
 */
export function dealerMix(ctx: MixContext) {
  // Leads this run created, oldest first, with the steps they have taken.
  const created: { id: number; steps: number }[] = [];
  const reads: [number, (who: Caller & { userId: number }) => MixAction][] = [
    [25, (who) => ({ kind: 'read', who, method: 'GET', path: `/lead/new?page=${1 + Math.floor(Math.random() * 20)}&limit=10${pick(PHASES)}`, label: 'GET /lead/new (list)' })],
    [4, (who) => ({ kind: 'read', who, method: 'GET', path: `/lead/new?page=1&limit=10&search=${encodeURIComponent(pick(SEARCHES))}`, label: 'GET /lead/new (search)' })],
    [4, (who) => ({ kind: 'read', who, method: 'GET', path: `/search?q=${encodeURIComponent(pick(SEARCHES))}` })],
    [10, (who) => ({ kind: 'read', who, method: 'GET', path: '/lead/new/totals-phase' })],
    [20, () => ({ kind: 'read', who: ctx.manager, method: 'GET', path: `/lead/${pick(ctx.leadIds)}` })],
    [10, (who) => ({ kind: 'read', who, method: 'GET', path: `/agenda/week?startDate=${ctx.today}` })],
    [5, () => ({ kind: 'read', who: ctx.hostess, method: 'GET', path: '/leadActivity/data/appointments?page=1&limit=10' })],
    [5, () => ({ kind: 'read', who: ctx.hostess, method: 'GET', path: '/leadActivity/data/waiting-list' })],
    [12, (who) => ({ kind: 'read', who, method: 'GET', path: `/notification/${who.userId}` })],
    [5, (who) => ({ kind: 'read', who, method: 'GET', path: '/sale/dashboard?page=1&limit=10' })],
  ];
  const readTotal = reads.reduce((sum, [w]) => sum + w, 0);
  const create = (): MixAction => ({
    kind: 'write',
    who: ctx.manager,
    method: 'POST',
    path: '/lead/',
    body: ctx.newLead(),
    done: (answer) => {
      const id = (JSON.parse(answer) as { data?: { id?: number } }).data?.id;
      if (id) created.push({ id, steps: 0 });
    },
  });
  const activity = (): MixAction => ({
    kind: 'write',
    who: ctx.manager,
    method: 'POST',
    path: '/leadActivity',
    body: { data: { LeadId: pick(ctx.leadIds), leadActivityType: 'llamada', leadActivityChannelType: 'telefono', title: 'Llamada', comments: 'Prueba de carga', status: '1', date: new Date().toISOString() } },
  });
  const phaseChange = (): MixAction => {
    const lead = created.shift();
    if (!lead) return create();
    return {
      kind: 'write',
      who: ctx.manager,
      method: 'PATCH',
      path: `/lead/nextPhase/${lead.id}`,
      ...(lead.steps === 1 ? { body: { data: { comments: 'Apartado' } } } : {}),
      done: () => {
        // '1er-contacto' → 'seguimiento' → 'en-cierre'; beyond that a sale needs its invoice.
        if (lead.steps === 0) created.push({ id: lead.id, steps: 1 });
      },
    };
  };
  return {
    next(who: Caller & { userId: number }): MixAction {
      if (Math.random() < 0.2) return pick([create, phaseChange, activity])();
      let r = Math.random() * readTotal;
      for (const [weight, action] of reads) {
        if ((r -= weight) < 0) return action(who);
      }
      return reads[0]![1](who);
    },
  };
}
