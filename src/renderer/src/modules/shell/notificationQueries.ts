import { queryOptions } from '@tanstack/react-query';
import type { AppNotification } from '@shared/schemas/notificationResponses';
import { NOTIFICATIONS_POLL_MS } from '@shared/domain/constants';
import { notificationRoutes } from '@shared/contracts/accountContracts';
import { callData } from '../../lib/apiCall';

/** A notification of the bell: the API's answer. */
export type { AppNotification };

export const notificationQueries = {
  all: ['notifications'] as const,
  list: (userId: number) =>
    queryOptions({
      queryKey: [...notificationQueries.all, userId],
      queryFn: () => callData(notificationRoutes.list, { params: { userId } }),
      refetchInterval: NOTIFICATIONS_POLL_MS,
    }),
};

export function discardNotification(id: number): Promise<unknown> {
  return callData(notificationRoutes.discard, { params: { id } });
}
