import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/apiClient';

export interface AdviserOption {
  id: number;
  name: string;
}

interface UserLike {
  id: number;
  firstName?: string;
  lastName?: string;
  firstAndLastName?: string;
  active?: boolean;
  UserRole?: { slug?: string; postVenta?: boolean } | null;
}

/** The agency's users for adviser pickers, leaving out after-sales roles (spec §2 Citas). */
export const adviserQueries = {
  byAgency: (agencyId: number) =>
    queryOptions({
      queryKey: ['users', 'advisers', agencyId],
      queryFn: async (): Promise<AdviserOption[]> => {
        const body = (await api.get<{ data: UserLike[] | { data: UserLike[] } }>('/user/', { params: { AgencyId: agencyId } })).data.data;
        const users = Array.isArray(body) ? body : body.data;
        return users
          .filter((u) => !u.UserRole?.postVenta && u.active !== false)
          .map((u) => ({ id: u.id, name: u.firstAndLastName ?? `${u.firstName ?? ''} ${u.lastName ?? ''}`.trim() }));
      },
      staleTime: 5 * 60_000,
    }),
};
