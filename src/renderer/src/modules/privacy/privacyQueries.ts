import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Paged } from '@shared/schemas/paged';
import type { AccessLogRow, ConsentRow, NoticeRow, PurposeRow } from '@shared/schemas/privacy';
import type { ArcoRequestDetail, ArcoRequestRow, PrivacySettings } from '@shared/schemas/arcoRequests';
import type { ArcoState, ArcoType } from '@shared/domain/arcoMessages';
import { api, getData } from '../../lib/apiClient';

export interface NoticeState {
  notice: NoticeRow | null;
  purposes: PurposeRow[];
  versions: { version: number; createdAt: string }[];
}

export interface AccessLogFilters {
  page: number;
  UserId?: number;
  person?: string;
  startDate?: string;
  endDate?: string;
}

export interface ArcoFilters {
  page: number;
  state?: ArcoState;
  type?: ArcoType;
  search?: string;
}

/** The privacy feature's reads (issue 54): the agency's notice and purposes, a lead's consents, 'Bitácora de acceso'. */
export const privacyQueries = {
  all: ['privacy'] as const,
  notice: () => queryOptions({ queryKey: [...privacyQueries.all, 'notice'], queryFn: () => getData<NoticeState>(api.get('/privacy/notice')) }),
  consents: (leadId: number) =>
    queryOptions({ queryKey: [...privacyQueries.all, 'consents', leadId], queryFn: () => getData<ConsentRow[]>(api.get(`/privacy/lead/${leadId}/consents`)) }),
  accessLog: (f: AccessLogFilters) =>
    queryOptions({
      queryKey: [...privacyQueries.all, 'access-log', f],
      queryFn: async () => (await api.get<Paged<AccessLogRow>>('/privacy/access-log', { params: { ...f, limit: 20 } })).data,
      placeholderData: keepPreviousData,
    }),
  arcoRequests: () => [...privacyQueries.all, 'arco'] as const,
  arcoList: (f: ArcoFilters) =>
    queryOptions({
      queryKey: [...privacyQueries.arcoRequests(), 'list', f],
      queryFn: async () => (await api.get<Paged<ArcoRequestRow>>('/privacy/arco', { params: { ...f, limit: 20 } })).data,
      placeholderData: keepPreviousData,
    }),
  /** The ARCO period and the retention periods, with the retention job's last run. */
  settings: () => queryOptions({ queryKey: [...privacyQueries.all, 'settings'], queryFn: () => getData<PrivacySettings>(api.get('/privacy/settings')) }),
  arcoDetail: (id: number) => queryOptions({ queryKey: [...privacyQueries.arcoRequests(), 'detail', id], queryFn: () => getData<ArcoRequestDetail>(api.get(`/privacy/arco/${id}`)) }),
};
