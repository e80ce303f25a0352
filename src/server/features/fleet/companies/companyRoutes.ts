import type { FastifyInstance } from 'fastify';
import { FLEET_MSG } from '../../../../shared/domain/fleetMessages';
import { companyRoutes } from '../../../../shared/contracts/fleetCompanyServed';
import { callerOf } from '../../../identity/auth';
import { BODY_LIMIT } from '../../../lib/bodyLimits';
import type { RouteDeps } from '../../../lib/zodApp';
import { serveContract } from '../../../lib/serveContract';
import { listCompanies } from './companyList';
import { loadCompany } from './companyQueries';
import { createCompany, deleteCompany, toggleCompany, updateCompany } from './companyWrite';
import { companyCatalogs, contactSuggestions } from '../fleetCatalogs';
import { companyForCaller } from '../fleetAccess';

/** Companies of the fleet area (spec part 2 §7 Companies). Paths and shapes: ../fleet/README.md. */
export async function fleetCompanyRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  serveContract(app, companyRoutes.list, {}, async (request) => {
    const caller = callerOf(request);
    return listCompanies(db, caller, request.query);
  });

  serveContract(app, companyRoutes.catalogs, {}, async (request) => {
    const caller = callerOf(request);
    return { data: await companyCatalogs(db, caller) };
  });

  serveContract(app, companyRoutes.contactSuggestions, {}, async (request) => {
    const caller = callerOf(request);
    return { data: await contactSuggestions(db, caller, request.query) };
  });

  serveContract(app, companyRoutes.create, { config: { idempotent: true }, bodyLimit: BODY_LIMIT.form }, async (request, reply) => {
    const caller = callerOf(request);
    const data = await createCompany(db, caller, request.body);
    return reply.status(201).send({ data, message: FLEET_MSG.companyCreated });
  });

  serveContract(app, companyRoutes.detail, {}, async (request) => {
    const caller = callerOf(request);
    await companyForCaller(db, caller, request.params.id);
    return { data: await loadCompany(db, request.params.id) };
  });

  serveContract(app, companyRoutes.update, { bodyLimit: BODY_LIMIT.form }, async (request) => {
    const caller = callerOf(request);
    return { data: await updateCompany(db, caller, request.params.id, request.body), message: FLEET_MSG.companyModified };
  });

  serveContract(app, companyRoutes.remove, {}, async (request) => {
    const caller = callerOf(request);
    await deleteCompany(db, caller, request.params.id);
    return { data: { id: request.params.id }, title: FLEET_MSG.companyDeletedTitle, message: FLEET_MSG.companyDeleted };
  });

  serveContract(app, companyRoutes.toggle, { bodyLimit: BODY_LIMIT.form }, async (request) => {
    const caller = callerOf(request);
    return { data: await toggleCompany(db, caller, request.params.id), message: FLEET_MSG.companyToggled };
  });
}
