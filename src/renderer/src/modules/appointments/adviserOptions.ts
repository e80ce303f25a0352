import { queryOptions } from '@tanstack/react-query';
import { ASSIGNABLE_ROLES } from '@shared/domain/permissions';
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
  /** Who may own a lead (§6): the agency's active bdc, coordinators and advisers. */
  assignable: (agencyId: number) =>
    queryOptions({
      queryKey: ['users', 'assignable', agencyId],
      queryFn: async (): Promise<AdviserOption[]> => {
        const body = (
          await api.get<{ data: UserLike[] | { data: UserLike[] } }>('/user/', {
            params: { AgencyId: agencyId, role: [...ASSIGNABLE_ROLES] },
            paramsSerializer: { indexes: null },
          })
        ).data.data;
        const users = Array.isArray(body) ? body : body.data;
        return users
          .filter((u) => u.active !== false)
          .map((u) => ({ id: u.id, name: u.firstAndLastName ?? `${u.firstName ?? ''} ${u.lastName ?? ''}`.trim() }));
      },
      staleTime: 5 * 60_000,
    }),
};
