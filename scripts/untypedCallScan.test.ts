import { describe, expect, it } from 'vitest';
import { isScanned, untypedCallsIn } from './untypedCallScan';

describe('untypedCalls: what the counter counts', () => {
  it('counts a call on an axios instance, with or without getData, once a line', () => {
    const source = [
      "  detail: (id: number) => getData<Lead>(api.get(`/lead/${id}`)),",
      "  const { data } = await api.get<Paged<Row>>('/lead/new', { params });",
      "  vins: () => getData<InventoryVin[]>(inventoryApi.get('/catalogs/data/vins')),",
      "    .then(() => ecommerceApi.put(`/ecommerce/${id}`, form))",
      '  return getData(',
    ].join('\n');
    expect(untypedCallsIn('a.ts', source).map((c) => c.line)).toEqual([1, 2, 3, 4, 5]);
  });

  it('does not count a declared call, a comment, or a word that only looks alike', () => {
    const source = [
      '  detail: (id: number) => callData(leadRoutes.detail, { params: { id } }),',
      "  // before: api.get('/lead/new')",
      '  const rapi = myapi.get(key);',
      '  await call(leadRoutes.list, { query });',
    ].join('\n');
    expect(untypedCallsIn('a.ts', source)).toEqual([]);
  });

  it('skips tests and the typed layer itself', () => {
    expect(isScanned('src/renderer/src/modules/leads/leadApi.ts')).toBe(true);
    expect(isScanned('src/renderer/src/modules/leads/leadApi.test.ts')).toBe(false);
    expect(isScanned('src/renderer/src/lib/apiCall.ts')).toBe(false);
    expect(isScanned('src/renderer/src/lib/apiClient.ts')).toBe(false);
  });
});
