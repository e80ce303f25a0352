import type { WaitingListDisplayRow } from '../schemas/waitingListDisplay';
import { defineListColumns } from './defineListColumns';

/**
 * Pantallas de lista de espera (GET /waiting-list-displays): its screen's columns (the list has no
 * export and no sort). The screen writes the moments its own short way and the state as a tag.
 */
export const DISPLAY_COLUMNS = defineListColumns<WaitingListDisplayRow>()([
  { path: 'name', title: 'Nombre', kind: 'text' },
  { path: 'agencyName', title: 'Agencia', kind: 'text' },
  { path: 'createdAt', title: 'Creada', kind: 'date' },
  { path: 'pairedAt', title: 'Vinculada', kind: 'date' },
  { path: 'lastSeenAt', title: 'Última conexión', kind: 'date' },
  { path: 'revokedAt', title: 'Estado', kind: 'custom', value: (r) => (r.revokedAt ? 'Desvinculada' : r.pairedAt ? 'Vinculada' : r.codeExpiresAt ? 'Código pendiente' : 'Código vencido') },
]);
