import type { FastifyInstance } from 'fastify';
import { FLEET_MSG } from '../../../../shared/domain/fleetMessages';
import { companyContactSuggestionQuery, companyInput, companyListQuery } from '../../../../shared/schemas/fleetCompany';
import {
  companyAnswer,
  companyCatalogsAnswer,
  companyDeleteAnswer,
  companyListAnswer,
  companyWriteAnswer,
  contactSuggestionsAnswer,
} from '../../../../shared/schemas/fleetCompanyResponses';
import { callerOf } from '../../../identity/auth';
import { BODY_LIMIT } from '../../../lib/bodyLimits';
import { dataOrFlat } from '../../../lib/unwrapData';
import { idParams, typed, type RouteDeps } from '../../../lib/zodApp';
import { listCompanies } from './companyList';
import { loadCompany } from './companyQueries';
import { createCompany, deleteCompany, toggleCompany, updateCompany } from './companyWrite';
import { companyCatalogs, contactSuggestions } from '../fleetCatalogs';
import { companyForCaller } from '../fleetAccess';

/** Companies of the fleet area (spec part 2 §7 Companies). Paths and shapes: ../fleet/README.md. */
export async function fleetCompanyRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  const r = typed(app);

  r.get('/company', { config: { permission: 'fleet:view' }, schema: { querystring: companyListQuery, response: { 200: companyListAnswer } } }, async (request) => {
    const caller = callerOf(request);
    return listCompanies(db, caller, request.query);
  });

  r.get('/company/data/catalogs', { config: { permission: 'fleet:view' }, schema: { response: { 200: companyCatalogsAnswer } } }, async (request) => {
    const caller = callerOf(request);
    return { data: await companyCatalogs(db, caller) };
  });

  r.get('/company/data/contactPersonSuggestion', { config: { permission: 'fleet:view' }, schema: { querystring: companyContactSuggestionQuery, response: { 200: contactSuggestionsAnswer } } }, async (request) => {
    const caller = callerOf(request);
    return { data: await contactSuggestions(db, caller, request.query) };
  });

  r.post('/company', { config: { permission: 'fleet:work', idempotent: true }, bodyLimit: BODY_LIMIT.form, schema: { body: dataOrFlat(companyInput), response: { 201: companyWriteAnswer } } }, async (request, reply) => {
    const caller = callerOf(request);
    const data = await createCompany(db, caller, request.body);
    return reply.status(201).send({ data, message: FLEET_MSG.companyCreated });
  });

  r.get('/company/:id', { config: { permission: 'fleet:view' }, schema: { params: idParams, response: { 200: companyAnswer } } }, async (request) => {
    const caller = callerOf(request);
    await companyForCaller(db, caller, request.params.id);
    return { data: await loadCompany(db, request.params.id) };
  });

  r.put('/company/:id', { config: { permission: 'fleet:work' }, bodyLimit: BODY_LIMIT.form, schema: { params: idParams, body: dataOrFlat(companyInput), response: { 200: companyWriteAnswer } } }, async (request) => {
    const caller = callerOf(request);
    return { data: await updateCompany(db, caller, request.params.id, request.body), message: FLEET_MSG.companyModified };
  });

  r.delete('/company/:id', { config: { permission: 'fleet:companyDelete' }, schema: { params: idParams, response: { 200: companyDeleteAnswer } } }, async (request) => {
    const caller = callerOf(request);
    await deleteCompany(db, caller, request.params.id);
    return { data: { id: request.params.id }, title: FLEET_MSG.companyDeletedTitle, message: FLEET_MSG.companyDeleted };
  });

  r.post('/company/:id/status', { config: { permission: 'fleet:companyToggle' }, bodyLimit: BODY_LIMIT.form, schema: { params: idParams, response: { 200: companyWriteAnswer } } }, async (request) => {
    const caller = callerOf(request);
    return { data: await toggleCompany(db, caller, request.params.id), message: FLEET_MSG.companyToggled };
  });
}
