import { describe, expect, it } from 'vitest';
import { isSaleStage, saleStageMove } from './saleStageMove';

describe('saleStageMove', () => {
  it('allows only the next forward stage', () => {
    expect(saleStageMove('PENDING_REPORTING', 'PENDING_DELIVERY')).toBe(true);
    expect(saleStageMove('PENDING_DELIVERY', 'CLOSED')).toBe(true);
  });
  it('refuses going back, skipping and staying', () => {
    expect(saleStageMove('PENDING_REPORTING', 'CLOSED')).toBe(false);
    expect(saleStageMove('CLOSED', 'PENDING_DELIVERY')).toBe(false);
    expect(saleStageMove('PENDING_DELIVERY', 'PENDING_DELIVERY')).toBe(false);
    expect(saleStageMove('CLOSED', 'CLOSED')).toBe(false);
  });
  it('recognises stage names', () => {
    expect(isSaleStage('CLOSED')).toBe(true);
    expect(isSaleStage('closed')).toBe(false);
  });
});
