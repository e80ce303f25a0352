import type { FastifyInstance } from 'fastify';
import { FLEET_MSG } from '../../../../shared/domain/fleetMessages';
import { companyContactSuggestionQuery, companyInput, companyListQuery } from '../../../../shared/schemas/fleetCompany';
import { authorize } from '../../../identity/auth';
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

  r.get('/company', { schema: { querystring: companyListQuery } }, async (request) => {
    const caller = authorize(request, 'fleet:view');
    return listCompanies(db, caller, request.query);
  });

  r.get('/company/data/catalogs', async (request) => {
    const caller = authorize(request, 'fleet:view');
    return { data: await companyCatalogs(db, caller) };
  });

  r.get('/company/data/contactPersonSuggestion', { schema: { querystring: companyContactSuggestionQuery } }, async (request) => {
    const caller = authorize(request, 'fleet:view');
    return { data: await contactSuggestions(db, caller, request.query) };
  });

  r.post('/company', { schema: { body: dataOrFlat(companyInput) } }, async (request, reply) => {
    const caller = authorize(request, 'fleet:work');
    const data = await createCompany(db, caller, request.body);
    return reply.status(201).send({ data, message: FLEET_MSG.companyCreated });
  });

  r.get('/company/:id', { schema: { params: idParams } }, async (request) => {
    const caller = authorize(request, 'fleet:view');
    await companyForCaller(db, caller, request.params.id);
    return { data: await loadCompany(db, request.params.id) };
  });

  r.put('/company/:id', { schema: { params: idParams, body: dataOrFlat(companyInput) } }, async (request) => {
    const caller = authorize(request, 'fleet:work');
    return { data: await updateCompany(db, caller, request.params.id, request.body), message: FLEET_MSG.companyModified };
  });

  r.delete('/company/:id', { schema: { params: idParams } }, async (request) => {
    const caller = authorize(request, 'fleet:companyDelete');
    await deleteCompany(db, caller, request.params.id);
    return { data: { id: request.params.id }, title: FLEET_MSG.companyDeletedTitle, message: FLEET_MSG.companyDeleted };
  });

  r.post('/company/:id/status', { schema: { params: idParams } }, async (request) => {
    const caller = authorize(request, 'fleet:companyToggle');
    return { data: await toggleCompany(db, caller, request.params.id), message: FLEET_MSG.companyToggled };
  });
}
