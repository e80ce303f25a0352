/** A user as GET /user/ lists it (the admin table and the adviser pickers). */
export interface UserListRow {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  firstAndLastName: string;
  nickname: string | null;
  position: string | null;
  active: boolean;
  UserRole: { slug: string; description: string; postVenta: boolean };
}
