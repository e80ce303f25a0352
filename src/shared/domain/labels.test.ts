import { describe, expect, it } from 'vitest';
import { labelOf, optionsOf } from './labels';

describe('labelOf', () => {
  it('turns the sale codes a sale detail shows into Spanish', () => {
    expect(labelOf('buyType', 'retail')).toBe('Menudeo');
    expect(labelOf('buyType', 'Retail')).toBe('Menudeo');
    expect(labelOf('paymentMethod', 'credito')).toBe('Crédito');
    expect(labelOf('bank', 'cetelem')).toBe('Cetelem');
    expect(labelOf('saleCondition', 'nuevo')).toBe('Nuevo');
    expect(labelOf('saleStage', 'PENDING_DELIVERY')).toBe('Pendiente de entrega');
  });
  it('matches regardless of case and keeps unknown values', () => {
    expect(labelOf('paymentMethod', 'CREDITO')).toBe('Crédito');
    expect(labelOf('bank', 'banamex')).toBe('banamex');
    expect(labelOf('bank', null)).toBe('-');
  });
  it('names the contact-SLA states and the duplicate reasons (issue 30)', () => {
    expect(labelOf('slaState', 'por-vencer')).toBe('Por vencer');
    expect(labelOf('slaState', 'cumplido-tarde')).toBe('Cumplido tarde');
    expect(labelOf('duplicateReason', 'mismo-telefono')).toBe('mismo teléfono');
  });
  it('gives Select options in order', () => {
    expect(optionsOf('saleCondition')).toEqual([
      { value: 'nuevo', label: 'Nuevo' },
      { value: 'demo', label: 'Demo' },
    ]);
  });
});
