import { queryOptions } from '@tanstack/react-query';
import type { NotificationType } from '@shared/domain/phases';
import { NOTIFICATIONS_POLL_MS } from '@shared/domain/constants';
import { getData, notificationApi } from '../../lib/apiClient';

export interface AppNotification {
  id: number;
  type: NotificationType;
  title: string;
  description: string;
  createdAt: string;
  readen: boolean;
  LeadId: number | null;
}

export const notificationQueries = {
  all: ['notifications'] as const,
  list: (userId: number) =>
    queryOptions({
      queryKey: [...notificationQueries.all, userId],
      queryFn: () => getData<AppNotification[]>(notificationApi.get(`/notification/${userId}`)),
      refetchInterval: NOTIFICATIONS_POLL_MS,
    }),
};

export function discardNotification(id: number): Promise<unknown> {
  return notificationApi.patch(`/notification/discard/${id}`);
}
