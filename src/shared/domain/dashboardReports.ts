/** Dashboard responses (spec §3) as the reports API answers them, and the cards' colours (funnel 4, status 3). */
export type { FunnelReport, InterestReport, OriginReport, StatusReport } from '../schemas/reportResponses';

/** The filter window: UserId -1 is every adviser. */
export interface DashboardFilter {
  StartDate: string;
  EndDate: string;
  UserId: number;
}

export const FUNNEL_COLORS = ['#1677ff', '#fa8c16', '#f5222d', '#52c41a'] as const;
export const STATUS_COLORS = ['#faad14', '#52c41a', '#8c8c8c'] as const;

/** 'Tiempo de primer contacto': '25 min', '2 h 05 min', or '—'. */
export function formatFirstContact(minutes: number | null): string {
  if (minutes === null) return '—';
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}
