import type { duplicateCallSchemas } from './duplicateServed';
import { describeCalls } from './routeContract';

/** Possible duplicates, their comparison, the merge and its undo (features/duplicates). */
export const duplicateRoutes = describeCalls<typeof duplicateCallSchemas>()({
  list: { method: 'GET', path: '/leads-duplicados', access: { permission: 'duplicates:manage' } },
  totals: { method: 'GET', path: '/leads-duplicados/data/totals', access: { permission: 'duplicates:manage' } },
  pairsOfLead: { method: 'GET', path: '/leads-duplicados/:leadId', access: { permission: 'lead:view' } },
  detail: { method: 'GET', path: '/lead/duplicates/detail/:lead1/:lead2', access: { permission: 'duplicates:manage' } },
  /** The advisers a merge may give the lead to, by name. */
  users: { method: 'GET', path: '/lead/duplicates/users/:value', access: { permission: 'duplicates:manage' } },
  combine: { method: 'POST', path: '/lead/duplicates/combine', access: { permission: 'duplicates:manage' } },
  merges: { method: 'GET', path: '/lead/duplicates/merges/:leadId', access: { permission: 'duplicates:manage' } },
  undoMerge: { method: 'POST', path: '/lead/duplicates/merges/:id/undo', access: { permission: 'duplicates:manage' } },
  setDifferent: { method: 'POST', path: '/lead/duplicates/setDifferent/:id', access: { permission: 'duplicates:manage' } },
});
