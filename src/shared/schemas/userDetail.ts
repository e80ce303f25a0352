/** A user as GET /user/{id} answers it (spec part 1 §3 User). */
export interface UserDetail {
  id: number;
  email: string;
  nickname: string | null;
  firstName: string;
  lastName: string;
  firstAndLastName: string;
  gender: string | null;
  birthDate: string | null;
  position: string | null;
  active: boolean;
  UserRole: { slug: string; description: string; postVenta: boolean };
  Agencies: { id: number; name: string }[];
  UserEmails: { id: number; value: string }[];
  UserPhones: { id: number; value: string }[];
  AgencyId: number | null;
  permissions: string[];
}
