import { describe, expect, it } from 'vitest';
import { companyInput, companyListQuery } from './fleetCompany';
import { fleetLeadCreateInput, fleetLeadListQuery, isFleetMoveBody } from './fleetLead';
import { followUpInput, simpleActivityInput } from './fleetActivity';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

const company = {
  name: 'Transportes S.A.',
  CompanyTypeId: 1,
  CompanySectorId: 2,
  CompanySizeId: 1,
  CompanyNeedId: 1,
  CompanyEconomicCapacityId: 1,
  CompanyFleetLocationId: 1,
  description: 'Av. Reforma 1',
  CompanyContactPeople: [
    { type: 'COMPANY', name: 'A', phone: '55 1234 5678', email: 'A@B.MX' },
    { type: 'OPERATOR', name: 'B', phone: '+52 55 8765 4321', email: 'b@b.mx' },
  ],
};

describe('fleet request schemas (the forms and the API refuse the same input)', () => {
  it('normalises contact phones and e-mails', () => {
    const v = companyInput.parse(company);
    expect(v.CompanyContactPeople[0]).toMatchObject({ phone: '5512345678', email: 'a@b.mx' });
    expect(v.CompanyContactPeople[1]!.phone).toBe('5587654321');
  });
  it('answers a missing company field with the §5 message', () => {
    expect(firstMessage(companyInput.safeParse({ ...company, CompanyNeedId: undefined }))).toBe('Todos los campos son requeridos');
    expect(firstMessage(companyInput.safeParse({ ...company, CompanySectorId: 0 }))).toBe('Todos los campos son requeridos');
    expect(companyInput.safeParse({ ...company, CompanySectorId: 0, sectorDescription: 'Otro giro' }).success).toBe(true);
  });
  it('requires a vehicle on a new lead', () => {
    const r = fleetLeadCreateInput.safeParse({
      CompanyId: 1,
      LeadFleetOriginId: 1,
      LeadFleetClasificationId: 1,
      companyContactPerson: { name: 'A', phone: '5512345678', email: 'a@b.mx' },
      products: [],
    });
    expect(firstMessage(r)).toBe('Al menos un vehículo es requerido');
  });
  it('reads list queries: sort keys, filters JSON, defaults', () => {
    const q = fleetLeadListQuery.parse({ sortBy: '-lastActivityDate,contactName', filters: JSON.stringify({ Products: [1, '2'], quantity: '3', subStatus: 'ACTIVO' }) });
    expect(q).toMatchObject({ page: 1, limit: 10, phase: 'TODO', filters: { Products: [1, 2], quantity: 3, subStatus: 'ACTIVO' } });
    expect(q.sortBy).toEqual([
      { key: 'lastActivityDate', desc: true },
      { key: 'contactName', desc: false },
    ]);
    expect(fleetLeadListQuery.safeParse({ filters: '{"quantity":6}' }).success).toBe(false);
    expect(companyListQuery.safeParse({ sortBy: ['companySector.description', '-user.firstAndLastName'] }).success).toBe(true);
    expect(companyListQuery.safeParse({ sortBy: 'password' }).success).toBe(false);
  });
  it('tells moves from contact edits', () => {
    expect(isFleetMoveBody({ move: 'next' })).toBe(true);
    expect(isFleetMoveBody({ phase: 'CONGELADO' })).toBe(true);
    expect(isFleetMoveBody({ name: 'A' })).toBe(false);
  });
  it('answers activity and follow-up misses with their §5 messages', () => {
    expect(firstMessage(simpleActivityInput.safeParse({ LeadFleetActivityFollowUpTypeId: 1, LeadFleetActivityTypeId: 2 }))).toBe('Completa todos los campos para continuar');
    expect(simpleActivityInput.parse({ LeadFleetActivityFollowUpTypeId: 1, LeadFleetActivityTypeId: 2, title: 'T' }).status).toBe(1);
    expect(firstMessage(followUpInput.safeParse({ LeadFleetActivityId: 1, comment: ' ' }))).toBe('Debes escribir un comentario');
  });
});
