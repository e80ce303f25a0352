import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testApp';

/**
 * Strict request schemas (issue 52): a field a call cannot do without is required in its zod schema,
 * so the published OpenAPI document (generated from those schemas) tells integrators what to send.
 * Read from the document the server serves, not from the schemas themselves.
 */
let t: TestApp;
let doc: OpenApiDoc;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApiDoc;
}, 120_000);
afterAll(async () => t?.close());

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}
type OpenApiDoc = { paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>> };

/** The body's schema of a call; `data`-wrapped bodies are accepted flat too, and this reads the flat object. */
function bodyOf(method: string, path: string): JsonSchema {
  const op = doc.paths[path]?.[method];
  expect(op, `${method.toUpperCase()} ${path} is published`).toBeDefined();
  const schema = op!.requestBody?.content?.['application/json']?.schema;
  expect(schema, `${method.toUpperCase()} ${path} publishes its body`).toBeDefined();
  return schema!;
}

/** The required fields of each alternative of a body (one for a plain object, one per branch of a union). */
function requiredSets(schema: JsonSchema): string[][] {
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives) return alternatives.flatMap(requiredSets);
  if (schema.allOf) return schema.allOf.flatMap(requiredSets);
  return [schema.required ?? []];
}

describe('the published OpenAPI document says what each call requires', () => {
  it.each([
    ['post', '/api/lead/', ['firstName', 'lastName', 'LeadOriginId', 'leadPhones', 'buyType', 'leadInterests']],
    ['post', '/api/leadInterest/', ['LeadId', 'ProductId', 'ProductColorId', 'buyType', 'quantity']],
    ['post', '/api/lead/TestDriveAppointment', ['date', 'LeadId', 'type']],
    ['patch', '/api/lead-fleet-prospect/{id}', ['firstName', 'lastName', 'email', 'phone', 'companyName', 'position', 'ProductId', 'quantity']],
    ['post', '/api/lead-fleet-prospect/{id}/convert-to-lead', ['companyId', 'origin', 'classification']],
  ])('%s %s requires %j', (method, path, fields) => {
    const sets = requiredSets(bodyOf(method, path));
    for (const set of sets) expect(set).toEqual(expect.arrayContaining(fields));
  });

  it('PATCH /api/lead/deactivate/{id}: a freeze requires its reason, a future sale its date', () => {
    const sets = requiredSets(bodyOf('patch', '/api/lead/deactivate/{id}'));
    expect(sets).toEqual(expect.arrayContaining([expect.arrayContaining(['newPhase', 'comments']), expect.arrayContaining(['newPhase', 'reactivationDate'])]));
  });

  it("PATCH /api/lead/{id}: every group's fields are published, none required alone (each panel sends its own group)", () => {
    const schema = bodyOf('patch', '/api/lead/{id}');
    const flat = [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].find((s) => s.properties?.firstName);
    expect(flat, 'the flat object of the body').toBeDefined();
    expect(Object.keys(flat!.properties!)).toEqual(expect.arrayContaining(['firstName', 'email', 'expectedPurchaseDate', 'gender', 'invoice', 'UserId', 'bank', 'exangeCar']));
    expect(flat!.required ?? []).toEqual([]);
  });
});
