import { can, type Permission } from '@shared/domain/permissions';
import { useSignedIn } from '../../../lib/session';

/** Whether the signed-in user's role has a permission (spec part 2 §6; the same table the API checks). */
export function useFleetCan(permission: Permission): boolean {
  const { role } = useSignedIn();
  return role !== undefined && can(role, permission);
}
