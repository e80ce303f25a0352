import { queryOptions } from '@tanstack/react-query';
import type { AppNotification } from '@shared/schemas/notificationResponses';
import { NOTIFICATIONS_POLL_MS } from '@shared/domain/constants';
import { getData, notificationApi } from '../../lib/apiClient';

/** A notification of the bell: the API's answer. */
export type { AppNotification };

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
