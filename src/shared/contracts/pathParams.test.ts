import { describe, expect, it } from 'vitest';
import { contractPath } from './contractPath';
import { pathParams } from './pathParams';

describe('pathParams', () => {
  it("reads a concrete path's params back, as contractPath wrote them", () => {
    expect(pathParams('/lead-fleet/file/:leadId/:documentId', '/lead-fleet/file/7/31')).toEqual({ leadId: '7', documentId: '31' });
    const pdf = '/lead-fleet/cotizacion/:leadId/:quotationId/pdf';
    expect(pathParams(pdf, contractPath(pdf, { leadId: 2, quotationId: 9 }))).toEqual({ leadId: '2', quotationId: '9' });
    expect(pathParams('/lead/new', '/lead/new')).toEqual({});
  });

  it("is undefined for another call's path, an extra segment, a query or a malformed escape", () => {
    expect(pathParams('/lead-fleet/file/:leadId/:documentId', '/lead-fleet/activity-file/7/31')).toBeUndefined();
    expect(pathParams('/lead-fleet/file/:leadId/:documentId', '/lead-fleet/file/7/31/x')).toBeUndefined();
    expect(pathParams('/lead-fleet/file/:leadId/:documentId', '/lead-fleet/file/7/31?x=1')).toBeUndefined();
    expect(pathParams('/lead/:id', '/lead/%E0%A4%A')).toBeUndefined();
  });
});
