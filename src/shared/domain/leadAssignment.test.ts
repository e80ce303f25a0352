import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { assignLead } from './leadAssignment';

describe('assignLead', () => {
  it('rule 1 leaves the lead in subasta with no owner', () => {
    expect(assignLead({ ruleId: 1, ownerId: 7, candidateIds: [1, 2] })).toEqual({ phase: 'subasta', userId: null });
  });
  it("rule 2 gives the lead to the agency's owner", () => {
    expect(assignLead({ ruleId: 2, ownerId: 7, candidateIds: [1, 2] })).toEqual({ phase: '1er-contacto', userId: 7 });
  });
  it('rule 2 without a usable owner falls back to subasta', () => {
    expect(assignLead({ ruleId: 2, ownerId: null, candidateIds: [1] })).toEqual({ phase: 'subasta', userId: null });
  });
  it('rule 3 picks one of the candidates, by the random draw', () => {
    expect(assignLead({ ruleId: 3, ownerId: null, candidateIds: [4, 5, 6] }, () => 0)).toEqual({ phase: '1er-contacto', userId: 4 });
    expect(assignLead({ ruleId: 3, ownerId: null, candidateIds: [4, 5, 6] }, () => 0.99)).toEqual({ phase: '1er-contacto', userId: 6 });
  });
  it('rule 3 always returns a candidate for any draw in [0, 1]', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1 }), { minLength: 1 }), fc.double({ min: 0, max: 1, noNaN: true }), (ids, r) => {
        expect(ids).toContain(assignLead({ ruleId: 3, ownerId: null, candidateIds: ids }, () => r).userId);
      }),
    );
  });
  it('rule 3 with no candidate falls back to subasta', () => {
    expect(assignLead({ ruleId: 3, ownerId: null, candidateIds: [] })).toEqual({ phase: 'subasta', userId: null });
  });
});
