import { describe, expect, it } from 'vitest';
import { AFTER_ID, answerId, fillAfter } from './chain';

describe('a save that waits for another one', () => {
  it('takes the id of the answer where its body says so, and nowhere else', () => {
    const body = { data: { origin: 'NEW', LeadId: AFTER_ID, note: 'sin $after' }, list: [AFTER_ID, 3] };
    expect(fillAfter(body, 42)).toEqual({ data: { origin: 'NEW', LeadId: 42, note: 'sin $after' }, list: [42, 3] });
    expect(body.data.LeadId).toBe(AFTER_ID);
  });

  it('reads the id of the answer the API gives a create', () => {
    expect(answerId({ data: { id: 7, firstName: 'A' } })).toBe(7);
    expect(answerId({ id: 8 })).toBe(8);
    expect(answerId({ data: 'ok' })).toBeUndefined();
    expect(answerId(null)).toBeUndefined();
  });
});
