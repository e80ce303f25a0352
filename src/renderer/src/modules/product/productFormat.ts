import { runtimeConfig } from '../../lib/config';

const MXN = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', minimumFractionDigits: 2 });

/** A price in MXN ('$499,900.00'); the API gives numeric(14,2) as a number or its exact decimal text. */
export function formatMXN(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? MXN.format(n) : '—';
}

/** A stored image path ('/api/public/…') as an address the renderer can load from either build (browser or desktop). */
export function assetUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  if (!url.startsWith('/api/')) return url;
  try {
    return new URL(url, runtimeConfig().api.main).href;
  } catch {
    return url;
  }
}

export const FLAG_OPTIONS = [
  { value: 1, label: 'Leads y visitas a piso' },
  { value: 2, label: 'Solo al crear leads' },
  { value: 0, label: 'Solo visitas a piso' },
];
