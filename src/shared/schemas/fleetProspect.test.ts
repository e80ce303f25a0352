import { describe, expect, it } from 'vitest';
import { PROSPECT_MSG } from '../domain/prospectMessages';
import { convertAgencySchema, convertSchema, prospectEditSchema, prospectGeneralSchema, prospectVehicleSchema } from './fleetProspect';
import { firstProblem } from './schemaProblems';

const prospectGeneralError = (v: unknown) => firstProblem(prospectGeneralSchema, v) ?? undefined;
const prospectVehicleError = (v: unknown) => firstProblem(prospectVehicleSchema, v) ?? undefined;
const prospectEditError = (v: unknown) => firstProblem(prospectEditSchema, v) ?? undefined;
const convertError = (v: unknown, advisorRequired: boolean) => firstProblem(convertSchema(advisorRequired), v) ?? undefined;
const distributorError = (v: unknown) => firstProblem(convertAgencySchema, v) ?? undefined;

const general = { firstName: 'Ana', lastName: 'López Díaz', email: 'ana@x.mx', phone: '55 1234 5678', companyName: 'ACME', position: 'Compras' };

describe('prospect edit rules (spec part 2 §5)', () => {
  it('needs the six general fields', () => {
    expect(prospectGeneralError(general)).toBeUndefined();
    for (const k of Object.keys(general)) expect(prospectGeneralError({ ...general, [k]: ' ' }), k).toBe(PROSPECT_MSG.requiredFields);
  });
  it('needs a model and at least one unit', () => {
    expect(prospectVehicleError({ ProductId: undefined, quantity: 2 })).toBe(PROSPECT_MSG.selectModel);
    expect(prospectVehicleError({ ProductId: 3, quantity: 0 })).toBe(PROSPECT_MSG.quantityMin);
    expect(prospectVehicleError({ ProductId: 3, quantity: 1 })).toBeUndefined();
    expect(prospectEditError({ ...general, ProductId: 3, quantity: 1 })).toBeUndefined();
    expect(prospectVehicleError({ ProductId: 3, quantity: '' })).toBe(PROSPECT_MSG.quantityMin);
  });
  it('reports step 1 before step 2, the e-mail before the phone', () => {
    expect(prospectEditError({ ...general, email: 'x', phone: '1', quantity: 0 })).toBe(PROSPECT_MSG.invalidEmail);
    expect(prospectEditError({ ...general, phone: '1' })).toBe(PROSPECT_MSG.invalidPhone);
    expect(prospectEditError({ ...general, position: '', quantity: 0 })).toBe(PROSPECT_MSG.requiredFields);
    expect(prospectEditError({ ...general, quantity: 0 })).toBe(PROSPECT_MSG.selectModel);
  });
});

describe('convert rules', () => {
  const ok = { companyId: 1, origin: 2, userId: 3, comments: '', agencies: [], classification: 4 };
  it('step 1 needs company, origin and the advisor unless the caller becomes the owner', () => {
    expect(convertError(ok, true)).toBeUndefined();
    expect(convertError({ ...ok, userId: null }, true)).toBe(PROSPECT_MSG.requiredFields);
    expect(convertError({ ...ok, userId: null }, false)).toBeUndefined();
    expect(convertError({ ...ok, companyId: null }, false)).toBe(PROSPECT_MSG.requiredFields);
  });
  it('notes up to 255 characters, and a classification', () => {
    expect(convertError({ ...ok, comments: 'x'.repeat(255) }, true)).toBeUndefined();
    expect(convertError({ ...ok, comments: 'x'.repeat(256) }, true)).toBe(PROSPECT_MSG.notesTooLong);
    expect(convertError({ ...ok, classification: null }, true)).toBe(PROSPECT_MSG.classificationRequired);
    expect(convertError({ ...ok, userId: null, comments: 'x'.repeat(256), classification: null }, true)).toBe(PROSPECT_MSG.requiredFields);
  });
  it('a distributor needs store, name, phone and e-mail', () => {
    expect(distributorError({ id: 1, contactName: 'A', contactPhone: '5512345678', contactEmail: 'a@b.mx' })).toBeUndefined();
    expect(distributorError({ contactName: 'A', contactPhone: '5512345678', contactEmail: 'a@b.mx' })).toBe(PROSPECT_MSG.requiredFields);
    expect(distributorError({ id: 1, contactName: 'A', contactPhone: '5512345678', contactEmail: 'a@b' })).toBe(PROSPECT_MSG.invalidEmail);
  });
});
