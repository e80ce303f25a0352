import { describe, expect, it } from 'vitest';
import { PROSPECT_MSG } from '../domain/prospectMessages';
import { convertAgencySchema, convertSchema, prospectEditSchema, prospectGeneralSchema, prospectVehicleSchema } from './fleetProspect';
import { firstProblem } from './schemaProblems';

const generalProblem = (v: unknown) => firstProblem(prospectGeneralSchema, v) ?? undefined;
const vehicleProblem = (v: unknown) => firstProblem(prospectVehicleSchema, v) ?? undefined;
const editProblem = (v: unknown) => firstProblem(prospectEditSchema, v) ?? undefined;
const convertProblem = (v: unknown, advisorRequired: boolean) => firstProblem(convertSchema(advisorRequired), v) ?? undefined;
const distributorProblem = (v: unknown) => firstProblem(convertAgencySchema, v) ?? undefined;

const general = { firstName: 'Ana', lastName: 'López Díaz', email: 'ana@x.mx', phone: '55 1234 5678', companyName: 'ACME', position: 'Compras' };

describe('prospect edit rules (spec part 2 §5)', () => {
  it('needs the six general fields', () => {
    expect(generalProblem(general)).toBeUndefined();
    for (const k of Object.keys(general)) expect(generalProblem({ ...general, [k]: ' ' }), k).toBe(PROSPECT_MSG.requiredFields);
  });
  it('needs a model and at least one unit', () => {
    expect(vehicleProblem({ ProductId: undefined, quantity: 2 })).toBe(PROSPECT_MSG.selectModel);
    expect(vehicleProblem({ ProductId: 3, quantity: 0 })).toBe(PROSPECT_MSG.quantityMin);
    expect(vehicleProblem({ ProductId: 3, quantity: 1 })).toBeUndefined();
    expect(editProblem({ ...general, ProductId: 3, quantity: 1 })).toBeUndefined();
    expect(vehicleProblem({ ProductId: 3, quantity: '' })).toBe(PROSPECT_MSG.quantityMin);
  });
  it('reports step 1 before step 2, the e-mail before the phone', () => {
    expect(editProblem({ ...general, email: 'x', phone: '1', quantity: 0 })).toBe(PROSPECT_MSG.invalidEmail);
    expect(editProblem({ ...general, phone: '1' })).toBe(PROSPECT_MSG.invalidPhone);
    expect(editProblem({ ...general, position: '', quantity: 0 })).toBe(PROSPECT_MSG.requiredFields);
    expect(editProblem({ ...general, quantity: 0 })).toBe(PROSPECT_MSG.selectModel);
  });
});

describe('convert rules', () => {
  const ok = { companyId: 1, origin: 2, userId: 3, comments: '', agencies: [], classification: 4 };
  it('step 1 needs company, origin and the advisor unless the caller becomes the owner', () => {
    expect(convertProblem(ok, true)).toBeUndefined();
    expect(convertProblem({ ...ok, userId: null }, true)).toBe(PROSPECT_MSG.requiredFields);
    expect(convertProblem({ ...ok, userId: null }, false)).toBeUndefined();
    expect(convertProblem({ ...ok, companyId: null }, false)).toBe(PROSPECT_MSG.requiredFields);
  });
  it('notes up to 255 characters, and a classification', () => {
    expect(convertProblem({ ...ok, comments: 'x'.repeat(255) }, true)).toBeUndefined();
    expect(convertProblem({ ...ok, comments: 'x'.repeat(256) }, true)).toBe(PROSPECT_MSG.notesTooLong);
    expect(convertProblem({ ...ok, classification: null }, true)).toBe(PROSPECT_MSG.classificationRequired);
    expect(convertProblem({ ...ok, userId: null, comments: 'x'.repeat(256), classification: null }, true)).toBe(PROSPECT_MSG.requiredFields);
  });
  it('a distributor needs store, name, phone and e-mail', () => {
    expect(distributorProblem({ id: 1, contactName: 'A', contactPhone: '5512345678', contactEmail: 'a@b.mx' })).toBeUndefined();
    expect(distributorProblem({ contactName: 'A', contactPhone: '5512345678', contactEmail: 'a@b.mx' })).toBe(PROSPECT_MSG.requiredFields);
    expect(distributorProblem({ id: 1, contactName: 'A', contactPhone: '5512345678', contactEmail: 'a@b' })).toBe(PROSPECT_MSG.invalidEmail);
  });
});
