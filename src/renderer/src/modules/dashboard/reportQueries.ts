import { queryOptions } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { DashboardFilter, FunnelReport, InterestReport, OriginReport, StatusReport } from '@shared/domain/dashboardReports';
import { reportRoutes } from '@shared/contracts/reportContracts';
import { callData } from '../../lib/apiCall';
import type { AttendanceReport, ResponseTimeReport } from '@shared/schemas/reportResponses';

/** The dashboard's filter as every card's query (reportContracts.ts, on the reporting base). */
const filterQuery = (f: DashboardFilter, agencyId: number) => ({ query: { AgencyId: agencyId, StartDate: f.StartDate, EndDate: f.EndDate, UserId: f.UserId } });

/** The dashboard opens on this month so far, every adviser (the screen and its start-up prefetch). */
export const initialDashboardFilter = (): DashboardFilter => ({ StartDate: dayjs().startOf('month').format('YYYY-MM-DD'), EndDate: dayjs().format('YYYY-MM-DD'), UserId: -1 });

/** 'Tiempo de respuesta' (issue 30): GET /lead/ResponseTime. */
export type { ResponseTimeReport };

/** One query per card, so each card has its own loader and error. */
export const reportQueries = {
  all: ['reports'] as const,
  funnel: (f: DashboardFilter, agencyId: number) =>
    queryOptions({ queryKey: [...reportQueries.all, 'funnel', agencyId, f], queryFn: (): Promise<FunnelReport> => callData(reportRoutes.funnel, filterQuery(f, agencyId)) }),
  status: (f: DashboardFilter, agencyId: number) =>
    queryOptions({ queryKey: [...reportQueries.all, 'status', agencyId, f], queryFn: (): Promise<StatusReport> => callData(reportRoutes.status, filterQuery(f, agencyId)) }),
  interest: (f: DashboardFilter, agencyId: number) =>
    queryOptions({ queryKey: [...reportQueries.all, 'interest', agencyId, f], queryFn: (): Promise<InterestReport> => callData(reportRoutes.interest, filterQuery(f, agencyId)) }),
  responseTime: (f: DashboardFilter, agencyId: number) =>
    queryOptions({ queryKey: [...reportQueries.all, 'responseTime', agencyId, f], queryFn: (): Promise<ResponseTimeReport> => callData(reportRoutes.responseTime, filterQuery(f, agencyId)) }),
  attendance: (f: DashboardFilter, agencyId: number) =>
    queryOptions({ queryKey: [...reportQueries.all, 'attendance', agencyId, f], queryFn: (): Promise<AttendanceReport> => callData(reportRoutes.attendance, filterQuery(f, agencyId)) }),
  origins: (f: DashboardFilter, agencyId: number) =>
    queryOptions({ queryKey: [...reportQueries.all, 'origins', agencyId, f], queryFn: (): Promise<OriginReport> => callData(reportRoutes.origins, filterQuery(f, agencyId)) }),
};
