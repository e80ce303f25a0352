import type { UserListRow } from '@shared/schemas/userListRow';
import type { UserDetail } from '@shared/schemas/userDetail';
import type { Paged } from '@shared/schemas/paged';

export type { Paged };
export type { AgencyDetail, AgencyListRow as AgencyRow, AgencySchedule, OutboxMail } from '@shared/schemas/adminResponses';

export type UserRow = UserListRow;

/** A user as GET /user/{id} answers it. */
export type AdminUserDetail = UserDetail;
