import type { FleetQuotation } from './stageTypes';
import { formatDate } from '@shared/domain/dates';

/** 'Cotización {id} - product name version transmission model - createdAt' (spec part 2 §2). */
export function quotationLabel(q: Pick<FleetQuotation, 'id' | 'Product' | 'createdAt'>): string {
  const p = q.Product;
  return `Cotización ${q.id} - ${[p.name, p.version, p.transmission, p.model].filter(Boolean).join(' ')} - ${formatDate(q.createdAt)}`;
}
