import { queryOptions } from '@tanstack/react-query';
import { ASSIGNABLE_ROLES } from '@shared/domain/permissions';
import { userRoutes } from '@shared/contracts/userContracts';
import { callData } from '../../lib/apiCall';

/** A picker's option, made of GET /user/'s rows (UI state, not an answer). */
export interface AdviserOption {
  id: number;
  name: string;
}

/** The agency's users for adviser pickers, leaving out after-sales roles (spec §2 Citas). */
export const adviserQueries = {
  byAgency: (agencyId: number) =>
    queryOptions({
      queryKey: ['users', 'advisers', agencyId],
      queryFn: async (): Promise<AdviserOption[]> => {
        const users = await callData(userRoutes.ofAgency, { query: { AgencyId: agencyId } });
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
        // The contract sends the roles as `role=a&role=b` (arrays: 'repeat').
        const users = await callData(userRoutes.ofAgency, { query: { AgencyId: agencyId, role: [...ASSIGNABLE_ROLES] } });
        return users
          .filter((u) => u.active !== false)
          .map((u) => ({ id: u.id, name: u.firstAndLastName ?? `${u.firstName ?? ''} ${u.lastName ?? ''}`.trim() }));
      },
      staleTime: 5 * 60_000,
    }),
};
