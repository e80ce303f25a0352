/** Dashboard responses (spec §3) as the reports API answers them, and the cards' colours (funnel 4, status 3). */
export interface FunnelReport {
  labels: string[];
  amounts: number[];
  percentages: number[];
  TotalVentas: number;
  TotalLeads: number;
  /** Average first-contact time in minutes; null when no lead was contacted. */
  Time: number | null;
}
export interface StatusReport {
  labels: string[];
  amounts: number[];
  percentages: number[];
  TotalLeads: number;
}
export interface InterestReport {
  title: string;
  models: string[];
  amounts: number[];
  percentages: number[];
}
export interface OriginReport {
  labels: string[];
  /** This period. */
  data1: number[];
  /** The same days of the previous month. */
  data2: number[];
}
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
