import { queryOptions } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { DashboardFilter } from '@shared/domain/dashboardReports';
import { reportRoutes } from '@shared/contracts/reportContracts';
import type { ResponseTimeReport } from '@shared/schemas/reportResponses';
import { callData } from '../../lib/apiCall';

/** The dashboard opens on this month so far, every adviser (the screen and its start-up prefetch). */
export const initialDashboardFilter = (): DashboardFilter => ({ StartDate: dayjs().startOf('month').format('YYYY-MM-DD'), EndDate: dayjs().format('YYYY-MM-DD'), UserId: -1 });

/** 'Tiempo de respuesta' (issue 30): GET /lead/ResponseTime. */
export type { ResponseTimeReport };

/** Every report takes the same query (reportQuery). */
const query = (f: DashboardFilter, agencyId: number) => ({ query: { AgencyId: agencyId, StartDate: f.StartDate, EndDate: f.EndDate, UserId: f.UserId } });

/** One query per card, so each card has its own loader and error: its report's call in reportRoutes. */
export const reportQueries = {
  all: ['reports'] as const,
  funnel: (f: DashboardFilter, agencyId: number) =>
    queryOptions({ queryKey: [...reportQueries.all, 'funnel', agencyId, f], queryFn: () => callData(reportRoutes.funnel, query(f, agencyId)) }),
  status: (f: DashboardFilter, agencyId: number) =>
    queryOptions({ queryKey: [...reportQueries.all, 'status', agencyId, f], queryFn: () => callData(reportRoutes.status, query(f, agencyId)) }),
  interest: (f: DashboardFilter, agencyId: number) =>
    queryOptions({ queryKey: [...reportQueries.all, 'interest', agencyId, f], queryFn: () => callData(reportRoutes.interest, query(f, agencyId)) }),
  responseTime: (f: DashboardFilter, agencyId: number) =>
    queryOptions({ queryKey: [...reportQueries.all, 'responseTime', agencyId, f], queryFn: () => callData(reportRoutes.responseTime, query(f, agencyId)) }),
  attendance: (f: DashboardFilter, agencyId: number) =>
    queryOptions({ queryKey: [...reportQueries.all, 'attendance', agencyId, f], queryFn: () => callData(reportRoutes.attendance, query(f, agencyId)) }),
  origins: (f: DashboardFilter, agencyId: number) =>
    queryOptions({ queryKey: [...reportQueries.all, 'origins', agencyId, f], queryFn: () => callData(reportRoutes.origins, query(f, agencyId)) }),
};
