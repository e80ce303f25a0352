import type { TestApp } from './testApp';
import { email, type FleetFixtures } from './fleetFixtures';

/**
 * The calls a test of one fleet-lead field makes as the fleet manager (README "Add a field"): create a
 * lead with the field, edit it through 'Editar lead', list with filters, export and import a CSV.
 * `contact` keeps each test file's leads apart by name.
 */
export function fleetLeadFieldCalls(t: TestApp, f: FleetFixtures, execId: () => number, contact: { name: string; phone: string; email: string }) {
  const manager = email('fleet-manager');
  const list = (filters: object) => t.api(manager, { method: 'GET', url: `/api/lead-fleet?limit=100&filters=${encodeURIComponent(JSON.stringify(filters))}` });
  return {
    manager,
    async create(o: Record<string, unknown>) {
      const company = await f.makeCompany({ userId: execId() });
      return t.api(manager, {
        method: 'POST',
        url: '/api/lead-fleet',
        payload: {
          data: {
            CompanyId: company.id,
            UserId: execId(),
            LeadFleetOriginId: f.cat.origin,
            companyContactPerson: contact,
            products: [{ ProductId: f.product.id, ProductColorId: f.color.id, quantity: 3 }],
            agencies: [],
            LeadFleetClasificationId: f.cat.clasification,
            ...o,
          },
        },
      });
    },
    edit: (id: number, o: Record<string, unknown>) =>
      t.api(manager, { method: 'PATCH', url: `/api/lead-fleet/${id}`, payload: { data: { ...contact, LeadFleetClasificationId: f.cat.clasification, ...o } } }),
    read: (id: number) => t.api(manager, { method: 'GET', url: `/api/lead-fleet/${id}` }),
    list,
    ids: async (filters: object) => ((await list(filters)).json().data as { id: number }[]).map((r) => r.id),
    exportCsv: (filters: object) => t.api(manager, { method: 'GET', url: `/api/lead-fleet?format=csv&filters=${encodeURIComponent(JSON.stringify(filters))}` }),
    importCsv: (csv: string, step: '/preview' | '' = '') =>
      t.api(manager, {
        method: 'POST',
        url: `/api/import/fleetLeads${step}`,
        payload: { fileName: 'leads.csv', file: `data:text/csv;base64,${Buffer.from(csv).toString('base64')}` },
        agencyId: 1,
      }),
  };
}
