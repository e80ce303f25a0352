import { queryOptions } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { DashboardFilter, FunnelReport, InterestReport, OriginReport, StatusReport } from '@shared/domain/dashboardReports';
import { api, getData, reportingApi } from '../../lib/apiClient';
import type { AttendanceReport, ResponseTimeReport } from '@shared/schemas/reportResponses';
import type { UserListRow } from '@shared/schemas/userListRow';

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

/** A user of the adviser select: GET /user/'s answer. */
export type { UserListRow as AdviserUser } from '@shared/schemas/userListRow';

/**
 * The adviser select: GET /user/?AgencyId&role=… (one role parameter per role, spec §7). Its own key:
 * the appointments' pickers cache other rows ({ id, name }) under ['users', 'advisers', agencyId].
 */
export const adviserQuery = (agencyId: number) =>
  queryOptions({
    queryKey: ['users', 'dashboardAdvisers', agencyId],
    queryFn: () =>
      getData<UserListRow[]>(
        api.get('/user/', {
          params: { AgencyId: agencyId, role: ['adviser-digital', 'adviser-floor', 'adviser-hybrid', 'adviser-telefonica', 'bdc', 'coordinator'] },
          paramsSerializer: { indexes: null },
        }),
      ),
  });
