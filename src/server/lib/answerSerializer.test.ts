import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerSerializer, projectionOf } from './answerSerializer';
import { dataOf, pagedOf, wireCount, wireDateTime, wireDay, wireNumeric } from '../../shared/schemas/wire';

const row = z.object({
  id: z.number(),
  name: z.string(),
  note: z.string().nullable(),
  at: wireDateTime,
  day: wireDay.nullable(),
  n: wireCount,
  price: wireNumeric,
  tags: z.array(z.object({ code: z.enum(['A', 'B']) })),
  extra: z.string().optional(),
});
const answer = pagedOf(row);
const data = {
  data: [
    { id: 1, name: 'Ana', note: null, at: new Date('2026-11-29T10:00:00.000Z'), day: '2026-11-30', n: '12', price: '1500.50', tags: [{ code: 'A', secret: 'x' }], password: 'nunca', extra: undefined },
  ],
  total: 1,
  pages: 1,
  page: 1,
  limit: 10,
  internal: true,
};

describe('the answer serializer', () => {
  it("writes what zod's encode writes: declared keys only, codecs' wire side, in the schema's order", () => {
    const json = answerSerializer({ schema: answer, method: 'GET', url: '/x' })(data);
    expect(json).toBe(JSON.stringify(z.encode(answer, data as never)));
    expect(JSON.parse(json)).toEqual({
      data: [{ id: 1, name: 'Ana', note: null, at: '2026-11-29T10:00:00.000Z', day: '2026-11-30', n: 12, price: '1500.50', tags: [{ code: 'A' }] }],
      total: 1,
      pages: 1,
      page: 1,
      limit: 10,
    });
  });

  it('never lets an undeclared key out, however deep', () => {
    const json = answerSerializer({ schema: dataOf(row), method: 'GET', url: '/x' })({ data: data.data[0] });
    expect(json).not.toContain('nunca');
    expect(json).not.toContain('secret');
  });

  it('leaves a value of the wrong shape to zod, whose refusal stays an error', () => {
    expect(() => projectionOf(dataOf(row))({ data: 'not a row' })).toThrow();
    expect(() => projectionOf(z.array(row))('nope')).toThrow();
  });

  it("takes what it does not walk (a union of objects) through zod's encode", () => {
    const either = z.object({ v: z.union([z.object({ a: z.number() }), z.object({ b: wireDateTime })]) });
    const value = { v: { b: new Date('2026-01-02T03:04:05.000Z'), hidden: 1 } };
    expect(answerSerializer({ schema: either, method: 'GET', url: '/x' })(value)).toBe(JSON.stringify(z.encode(either, value as never)));
  });
});
