import { queryOptions } from '@tanstack/react-query';
import { userRoutes } from '@shared/contracts/userContracts';
import { callData } from '../../lib/apiCall';

/** A user of the adviser select: GET /user/'s answer. */
export type { UserListRow as AdviserUser } from '@shared/schemas/userListRow';

/**
 * The adviser select: GET /user/?AgencyId&role=… (one role parameter per role, spec §7). Its own key:
 * the appointments' pickers cache other rows ({ id, name }) under ['users', 'advisers', agencyId].
 */
export const adviserQuery = (agencyId: number) =>
  queryOptions({
    queryKey: ['users', 'dashboardAdvisers', agencyId],
    // The contract sends the roles as `role=a&role=b` (arrays: 'repeat').
    queryFn: () => callData(userRoutes.ofAgency, { query: { AgencyId: agencyId, role: ['adviser-digital', 'adviser-floor', 'adviser-hybrid', 'adviser-telefonica', 'bdc', 'coordinator'] } }),
  });
