import type { AgencyListRow } from '../schemas/adminResponses';
import { defineListColumns } from './defineListColumns';

/** Agencias (GET /agency/ paged, the admin's table): its screen's columns (the list has no export and no sort). */
export const AGENCY_COLUMNS = defineListColumns<AgencyListRow>()([
  { path: 'name', title: 'Nombre Agencia', kind: 'text' },
  { path: 'businessName', title: 'Razón Social', kind: 'text', drop: 1 },
  { path: 'manager', title: 'Gerente General', kind: 'text' },
  { path: 'phone', title: 'Teléfono', kind: 'phone' },
  { path: 'email', title: 'Correo', kind: 'text', drop: 2 },
]);
