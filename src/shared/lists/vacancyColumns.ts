import type { VacancyRow } from '../schemas/vacancyResponses';
import { defineListColumns } from './defineListColumns';

/** Vacantes (GET /bolsa-trabajo/): its export ('vacantes'). */
export const VACANCY_COLUMNS = defineListColumns<VacancyRow>()([
  { path: 'id', title: 'ID', kind: 'number', width: 8 },
  { path: 'title', title: 'Puesto', kind: 'text', width: 36 },
  { path: 'location', title: 'Ubicación', kind: 'text', width: 22 },
  { path: 'area', title: 'Área', kind: 'text', width: 18 },
  { path: 'salary', title: 'Sueldo', kind: 'text', width: 30 },
  { path: 'createdAt', title: 'Fecha de publicación', kind: 'date' },
]);
