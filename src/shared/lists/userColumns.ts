import { isRole, ROLE_LABELS } from '../domain/roles';
import type { UserListRow } from '../schemas/userListRow';
import { defineListColumns } from './defineListColumns';

/** Usuarios (GET /user/, the admin's table): its screen's columns (the list has no export and no sort). */
export const USER_COLUMNS = defineListColumns<UserListRow>()([
  { path: 'firstAndLastName', title: 'Nombre y Puesto', kind: 'text' },
  { path: 'email', title: 'Correo', kind: 'text' },
  { path: 'UserRole.slug', title: 'Rol de Usuario', kind: 'custom', value: (u) => (isRole(u.UserRole.slug) ? ROLE_LABELS[u.UserRole.slug] : u.UserRole.description) },
]);
