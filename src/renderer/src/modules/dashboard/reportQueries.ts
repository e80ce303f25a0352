import { queryOptions } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { DashboardFilter, FunnelReport, InterestReport, OriginReport, StatusReport } from '@shared/domain/dashboardReports';
import { getData, reportingApi } from '../../lib/apiClient';
import type { AttendanceReport, ResponseTimeReport } from '@shared/schemas/reportResponses';

/**
 * Left untyped (reportRoutes in @shared/contracts/reportContracts is their contract): this module is in
 * the app's entry (the start-up prefetch, app/prefetchRoute.ts), on the leads list's first route at its
 * 400 KB budget, and the six descriptors cost it 54 bytes of gzip (issue 15's budget).
 */
const get = <T,>(path: string, f: DashboardFilter, agencyId: number) =>
  getData<T>(reportingApi.get(`/lead/${path}`, { params: { AgencyId: agencyId, StartDate: f.StartDate, EndDate: f.EndDate, UserId: f.UserId } }));

/** The dashboard opens on this month so far, every adviser (the screen and its start-up prefetch). */
export const initialDashboardFilter = (): DashboardFilter => ({ StartDate: dayjs().startOf('month').format('YYYY-MM-DD'), EndDate: dayjs().format('YYYY-MM-DD'), UserId: -1 });

/** 'Tiempo de respuesta' (issue 30): GET /lead/ResponseTime. */
export type { ResponseTimeReport };

/** One query per card, so each card has its own loader and error. */
export const reportQueries = {
  all: ['reports'] as const,
  funnel: (f: DashboardFilter, agencyId: number) =>
    queryOptions({ queryKey: [...reportQueries.all, 'funnel', agencyId, f], queryFn: () => get<FunnelReport>('ByAllPhases', f, agencyId) }),
  status: (f: DashboardFilter, agencyId: number) =>
    queryOptions({ queryKey: [...reportQueries.all, 'status', agencyId, f], queryFn: () => get<StatusReport>('ByPhase', f, agencyId) }),
  interest: (f: DashboardFilter, agencyId: number) =>
    queryOptions({ queryKey: [...reportQueries.all, 'interest', agencyId, f], queryFn: () => get<InterestReport>('InterestByModel', f, agencyId) }),
  responseTime: (f: DashboardFilter, agencyId: number) =>
    queryOptions({ queryKey: [...reportQueries.all, 'responseTime', agencyId, f], queryFn: () => get<ResponseTimeReport>('ResponseTime', f, agencyId) }),
  attendance: (f: DashboardFilter, agencyId: number) =>
    queryOptions({ queryKey: [...reportQueries.all, 'attendance', agencyId, f], queryFn: () => get<AttendanceReport>('AppointmentAttendance', f, agencyId) }),
  origins: (f: DashboardFilter, agencyId: number) =>
    queryOptions({ queryKey: [...reportQueries.all, 'origins', agencyId, f], queryFn: () => get<OriginReport>('ByOrigin', f, agencyId) }),
};
