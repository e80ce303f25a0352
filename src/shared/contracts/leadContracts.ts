import type { leadCallSchemas } from './leadServed';
import { describeCalls } from './routeContract';

/**
 * Which steps a caller may take along the funnel (any one: the lead's phase says which it needs,
 * features/leads/leadUpdate.ts ADVANCE_PERMISSION), and which field groups PATCH /lead/{id} may carry.
 */
const ADVANCE = ['lead:contact', 'lead:firstContact', 'lead:reserve', 'lead:reportSale'] as const;
const PATCH = ['lead:reassign', 'lead:edit', 'lead:invoice', 'lead:demographics', 'lead:saleData'] as const;

/** The retail lead calls of spec part 1 §7 (features/leads). */
export const leadRoutes = describeCalls<typeof leadCallSchemas>()({
  list: { method: 'GET', path: '/lead/new', access: { permission: 'lead:view' } },
  totalsByPhase: { method: 'GET', path: '/lead/new/totals-phase', access: { permission: 'lead:view' } },
  totals: { method: 'GET', path: '/lead/new/totals', access: { permission: 'lead:view' } },
  /** The creator is the token's user; `UserId` is what the screens always sent beside `data`. */
  create: { method: 'POST', path: '/lead/', alsoAt: ['/lead'], access: { permission: 'lead:create' } },
  detail: { method: 'GET', path: '/lead/:id', access: { permission: 'lead:view' } },
  /** Its optional `{ data: { comments } }` is read by the handler: Apartar and report sale send nothing. */
  nextPhase: { method: 'PATCH', path: '/lead/nextPhase/:id', access: { permission: ADVANCE } },
  deactivate: { method: 'PATCH', path: '/lead/deactivate/:id', access: { permission: 'lead:discard' } },
  activate: { method: 'PATCH', path: '/lead/activate/:id', access: { permission: 'lead:returnToFunnel' } },
  revive: { method: 'PATCH', path: '/lead/revive/:id', access: { permission: 'lead:returnToFunnel' } },
  reassignAgency: { method: 'PATCH', path: '/lead/reassignAgency/:id', access: { permission: 'lead:reassign' } },
  firstResponseTime: { method: 'PATCH', path: '/lead/first-response-time/:id', access: { permission: 'lead:contact' } },
  /** Field updates, sent flat; each group (reassign, edit, sale data, invoice, demographics) checks its own permission. */
  update: { method: 'PATCH', path: '/lead/:id', access: { permission: PATCH } },
  /** The permission depends on the activity's type: the route needs one of the three, the service the type's. */
  createActivity: { method: 'POST', path: '/leadActivity', alsoAt: ['/leadActivity/'], access: { permission: ['lead:newActivity', 'lead:quote', 'lead:documentation'] } },
  activityTypes: { method: 'GET', path: '/leadactivitytype', access: { signedIn: true } },
  activityChannels: { method: 'GET', path: '/leadactivitychanneltype', access: { signedIn: true } },
  /** Sent flat (spec §7). */
  createInterest: { method: 'POST', path: '/leadInterest', alsoAt: ['/leadInterest/'], access: { permission: 'lead:edit' } },
  /** The frozen leads and the future-sale leads (Agenda's lists), and a search within one phase. */
  frozen: { method: 'GET', path: '/leads/frozen', access: { permission: 'agenda:view' } },
  futureSale: { method: 'GET', path: '/leads/future-sale', access: { permission: 'agenda:view' } },
  search: { method: 'GET', path: '/leads/search', access: { permission: 'lead:view' } },
  /** The network's origins and the agencyid header's agency's. */
  origins: { method: 'GET', path: '/leadOrigin', access: { signedIn: true } },
  /** Every origin the caller may use in any of their agencies (admin: all). */
  allOrigins: { method: 'GET', path: '/leadOrigin/all', access: { signedIn: true } },
});
