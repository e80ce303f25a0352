import type { VacancyRow } from '../schemas/vacancyResponses';
import { defineListColumns } from './defineListColumns';

/**
 * Vacantes (GET /bolsa-trabajo/): its screen's columns and its export ('vacantes'). The screen shows
 * the salary under the title and the publication day; the export writes them as columns of their own.
 */
export const VACANCY_COLUMNS = defineListColumns<VacancyRow>()([
  { path: 'id', title: 'ID', kind: 'number', width: 8, only: 'export' },
  { path: 'title', title: 'Título', exportTitle: 'Puesto', kind: 'text', width: 36 },
  { path: 'location', title: 'Ubicación', kind: 'text', width: 22 },
  { path: 'area', title: 'Área', kind: 'text', width: 18 },
  { path: 'salary', title: 'Sueldo', kind: 'text', width: 30, only: 'export' },
  { path: 'createdAt', title: 'Publicada', kind: 'day', only: 'screen' },
  { path: 'createdAt', title: 'Fecha de publicación', kind: 'date', only: 'export' },
]);
