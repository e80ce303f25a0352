import { z } from 'zod';
import { dbId, optDbId, optSearch, text, TEXT_MAX } from '../schemas/primitives';
import { pagingQuery } from '../schemas/pagingQuery';
import { deactivateSchema, leadInterestSchema, newActivitySchema, newLeadSchema } from '../schemas/leadPayloads';
import {
  activityChannelsAnswer,
  activityTypesAnswer,
  createdActivityAnswer,
  firstResponseAnswer,
  leadAdvanceAnswer,
  leadDetailAnswer,
  leadInterestAnswer,
  leadListPage,
  leadOriginsAnswer,
  leadRowAnswer,
  phaseTotalsAnswer,
  phaseTotalsPagedAnswer,
  listedLeadPage,
} from '../schemas/leadResponses';
import { LEAD_PHASES } from '../domain/phases';
import { dataOrFlat, flatOrData } from './dataOrFlat';
import { route } from './routeContract';

/** `{ id }`: a record's id in the path. */
export const idParams = z.object({ id: dbId });

/** GET /lead/new: the funnel list's query; `filters` is the JSON of leadFiltersSchema (schemas/leadList.ts). */
export const leadListQuery = pagingQuery.extend({
  phase: optSearch(30),
  search: optSearch(),
  /** JSON of {LeadOriginId, subStatus, StartDate, EndDate, ProductId, UserId}. */
  filters: optSearch(2000),
  /** '<field>:<asc|desc>', fields id, contact, phase, subStatus, adviser, createdAt, lastContact. */
  sortBy: optSearch(60),
});
/** GET /leads/frozen, /leads/future-sale and /leads/search (this module's own lists). */
export const listedLeadQuery = pagingQuery.extend({ search: z.string().trim().max(100).optional() });

export const leadTotalsQuery = leadListQuery.omit({ page: true, sortBy: true });

/**
 * Which steps a caller may take along the funnel (any one: the lead's phase says which it needs,
 * features/leads/leadUpdate.ts ADVANCE_PERMISSION), and which field groups PATCH /lead/{id} may carry.
 */
const ADVANCE = ['lead:contact', 'lead:firstContact', 'lead:reserve', 'lead:reportSale'] as const;
const PATCH = ['lead:reassign', 'lead:edit', 'lead:invoice', 'lead:demographics', 'lead:saleData'] as const;

/** The retail lead calls of spec part 1 §7 (features/leads). */
export const leadRoutes = {
  list: route({ method: 'GET', path: '/lead/new', access: { permission: 'lead:view' }, query: leadListQuery, response: { 200: leadListPage } }),
  totalsByPhase: route({ method: 'GET', path: '/lead/new/totals-phase', access: { permission: 'lead:view' }, query: leadTotalsQuery, response: { 200: phaseTotalsAnswer } }),
  totals: route({ method: 'GET', path: '/lead/new/totals', access: { permission: 'lead:view' }, query: leadTotalsQuery, response: { 200: phaseTotalsPagedAnswer } }),
  /** The creator is the token's user; `UserId` is what the screens always sent beside `data`. */
  create: route({
    method: 'POST',
    path: '/lead/',
    alsoAt: ['/lead'],
    access: { permission: 'lead:create' },
    body: dataOrFlat<typeof newLeadSchema, { UserId?: number }>(newLeadSchema),
    response: { 201: leadRowAnswer },
  }),
  detail: route({ method: 'GET', path: '/lead/:id', access: { permission: 'lead:view' }, params: idParams, response: { 200: leadDetailAnswer } }),
  /** Its optional `{ data: { comments } }` is read by the handler: Apartar and report sale send nothing. */
  nextPhase: route({ method: 'PATCH', path: '/lead/nextPhase/:id', access: { permission: ADVANCE }, params: idParams, response: { 200: leadAdvanceAnswer } }),
  deactivate: route({ method: 'PATCH', path: '/lead/deactivate/:id', access: { permission: 'lead:discard' }, params: idParams, body: flatOrData(deactivateSchema()), response: { 200: leadRowAnswer } }),
  activate: route({ method: 'PATCH', path: '/lead/activate/:id', access: { permission: 'lead:returnToFunnel' }, params: idParams, response: { 200: leadRowAnswer } }),
  revive: route({ method: 'PATCH', path: '/lead/revive/:id', access: { permission: 'lead:returnToFunnel' }, params: idParams, response: { 200: leadRowAnswer } }),
  reassignAgency: route({
    method: 'PATCH',
    path: '/lead/reassignAgency/:id',
    access: { permission: 'lead:reassign' },
    params: idParams,
    body: dataOrFlat(z.object({ AgencyId: dbId, UserId: optDbId.nullish() })),
    response: { 200: leadRowAnswer },
  }),
  firstResponseTime: route({ method: 'PATCH', path: '/lead/first-response-time/:id', access: { permission: 'lead:contact' }, params: idParams, response: { 200: firstResponseAnswer } }),
  /** Field updates, sent flat; each group (reassign, edit, sale data, invoice, demographics) checks its own permission. */
  update: route({ method: 'PATCH', path: '/lead/:id', access: { permission: PATCH }, params: idParams, body: flatOrData(z.record(z.string(), z.unknown())), response: { 200: leadRowAnswer } }),
  /** The permission depends on the activity's type: the route needs one of the three, the service the type's. */
  createActivity: route({
    method: 'POST',
    path: '/leadActivity',
    alsoAt: ['/leadActivity/'],
    access: { permission: ['lead:newActivity', 'lead:quote', 'lead:documentation'] },
    // The screens also send the acting UserId; the token says who acts.
    body: dataOrFlat<typeof newActivitySchema, object, { UserId?: number }>(newActivitySchema),
    response: { 201: createdActivityAnswer },
  }),
  activityTypes: route({ method: 'GET', path: '/leadactivitytype', access: { signedIn: true }, response: { 200: activityTypesAnswer } }),
  activityChannels: route({ method: 'GET', path: '/leadactivitychanneltype', access: { signedIn: true }, response: { 200: activityChannelsAnswer } }),
  /** Sent flat (spec §7). */
  createInterest: route({
    method: 'POST',
    path: '/leadInterest',
    alsoAt: ['/leadInterest/'],
    access: { permission: 'lead:edit' },
    body: flatOrData(leadInterestSchema),
    response: { 201: leadInterestAnswer },
  }),
  /** The frozen leads and the future-sale leads (Agenda's lists), and a search within one phase. */
  frozen: route({ method: 'GET', path: '/leads/frozen', access: { permission: 'agenda:view' }, query: listedLeadQuery, response: { 200: listedLeadPage } }),
  futureSale: route({ method: 'GET', path: '/leads/future-sale', access: { permission: 'agenda:view' }, query: listedLeadQuery, response: { 200: listedLeadPage } }),
  search: route({ method: 'GET', path: '/leads/search', access: { permission: 'lead:view' }, query: listedLeadQuery.extend({ leadPhase: z.enum(LEAD_PHASES) }), response: { 200: listedLeadPage } }),
  /** The network's origins and the agencyid header's agency's. */
  origins: route({ method: 'GET', path: '/leadOrigin', access: { signedIn: true }, response: { 200: leadOriginsAnswer } }),
  /** Every origin the caller may use in any of their agencies (admin: all). */
  allOrigins: route({ method: 'GET', path: '/leadOrigin/all', access: { signedIn: true }, response: { 200: leadOriginsAnswer } }),
};

/** The nextPhase body the handler reads when there is one. */
export const nextPhaseBody = z.object({ comments: text(TEXT_MAX.medium).nullish() });
