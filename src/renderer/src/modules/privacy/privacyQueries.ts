import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { NoticeRow, PurposeRow } from '@shared/schemas/privacy';
import type { ArcoState, ArcoType } from '@shared/domain/arcoMessages';
import { arcoRoutes, privacyRoutes } from '@shared/contracts/privacyContracts';
import { call, callData } from '../../lib/apiCall';

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
  notice: () => queryOptions({ queryKey: [...privacyQueries.all, 'notice'], queryFn: () => callData(privacyRoutes.notice) }),
  consents: (leadId: number) =>
    queryOptions({ queryKey: [...privacyQueries.all, 'consents', leadId], queryFn: () => callData(privacyRoutes.consents, { params: { id: leadId } }) }),
  accessLog: (f: AccessLogFilters) =>
    queryOptions({
      queryKey: [...privacyQueries.all, 'access-log', f],
      queryFn: () => call(privacyRoutes.accessLog, { query: { ...f, limit: 20 } }),
      placeholderData: keepPreviousData,
    }),
  arcoRequests: () => [...privacyQueries.all, 'arco'] as const,
  arcoList: (f: ArcoFilters) =>
    queryOptions({
      queryKey: [...privacyQueries.arcoRequests(), 'list', f],
      queryFn: () => call(arcoRoutes.list, { query: { ...f, limit: 20 } }),
      placeholderData: keepPreviousData,
    }),
  /** The ARCO period and the retention periods, with the retention job's last run. */
  settings: () => queryOptions({ queryKey: [...privacyQueries.all, 'settings'], queryFn: () => callData(arcoRoutes.settings) }),
  arcoDetail: (id: number) => queryOptions({ queryKey: [...privacyQueries.arcoRequests(), 'detail', id], queryFn: () => callData(arcoRoutes.detail, { params: { id } }) }),
};
