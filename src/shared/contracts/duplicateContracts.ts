import { z } from 'zod';
import { dbId } from '../schemas/primitives';
import { pagingQuery } from '../schemas/pagingQuery';
import {
  duplicateActionAnswer,
  duplicateDetailAnswer,
  duplicatePairListAnswer,
  duplicateTotalsAnswer,
  leadDuplicatePairsAnswer,
  leadMergesAnswer,
  mergeUndoneAnswer,
  mergeUsersAnswer,
} from '../schemas/duplicateResponses';
import { idParams } from './leadContracts';
import { route } from './routeContract';

export const duplicateListQuery = pagingQuery.extend({ search: z.string().trim().max(100).optional() });

/** Possible duplicates, their comparison, the merge and its undo (features/duplicates). */
export const duplicateRoutes = {
  list: route({ method: 'GET', path: '/leads-duplicados', access: { permission: 'duplicates:manage' }, query: duplicateListQuery, response: { 200: duplicatePairListAnswer } }),
  totals: route({ method: 'GET', path: '/leads-duplicados/data/totals', access: { permission: 'duplicates:manage' }, query: duplicateListQuery, response: { 200: duplicateTotalsAnswer } }),
  pairsOfLead: route({ method: 'GET', path: '/leads-duplicados/:leadId', access: { permission: 'lead:view' }, params: z.object({ leadId: dbId }), response: { 200: leadDuplicatePairsAnswer } }),
  detail: route({ method: 'GET', path: '/lead/duplicates/detail/:lead1/:lead2', access: { permission: 'duplicates:manage' }, params: z.object({ lead1: dbId, lead2: dbId }), response: { 200: duplicateDetailAnswer } }),
  /** The advisers a merge may give the lead to, by name. */
  users: route({ method: 'GET', path: '/lead/duplicates/users/:value', access: { permission: 'duplicates:manage' }, params: z.object({ value: z.string().trim().min(1).max(100) }), response: { 200: mergeUsersAnswer } }),
  combine: route({
    method: 'POST',
    path: '/lead/duplicates/combine',
    access: { permission: 'duplicates:manage' },
    body: z.object({ PrincipalLeadId: dbId, SecondaryLeadId: dbId, UserId: dbId }),
    response: { 200: duplicateActionAnswer },
  }),
  merges: route({ method: 'GET', path: '/lead/duplicates/merges/:leadId', access: { permission: 'duplicates:manage' }, params: z.object({ leadId: dbId }), response: { 200: leadMergesAnswer } }),
  undoMerge: route({ method: 'POST', path: '/lead/duplicates/merges/:id/undo', access: { permission: 'duplicates:manage' }, params: idParams, response: { 200: mergeUndoneAnswer } }),
  setDifferent: route({ method: 'POST', path: '/lead/duplicates/setDifferent/:id', access: { permission: 'duplicates:manage' }, params: idParams, response: { 200: duplicateActionAnswer } }),
};
